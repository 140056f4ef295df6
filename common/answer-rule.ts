// What a level 3 ("Started / Assumed") answer needs from method 3 on (DOMAIN.md §3a): a comment saying what
// was started or assumed. Until it has one the question shows no green check and the phase is not fully
// answered; saving is never refused for it (autosave stores the level before the comment is typed).

export const LEVEL3_COMMENT_MIN = 20;
