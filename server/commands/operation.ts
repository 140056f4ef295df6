import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { AppError, unauthenticated } from '../errors.ts';
import { type Action, permissions, type ResourceOf } from '../policies/permissions.ts';
import type { Viewer } from '../policies/viewer.ts';
import type { ServiceCtx } from '../service-context.ts';
import { parseInput } from '../validation.ts';

// One declared operation per thing a caller can do (ARCHITECTURE.md, "Operations as declared commands"):
// its input schema, its line of the permission table, how it loads the object it acts on (object-level
// security: what the viewer may not see is NOT_FOUND), the state rules the object must meet, and what it
// does. Both transports call `execute`; `viewerCan…` fields ask `can` of the same operation, so the check
// and the answer cannot drift apart. A command runs in one transaction; a query reads without one.

/** Who may call an entry point: nobody signed in, anyone signed in (about itself), or a line of the table. */
export type Access = 'public' | 'signed-in' | Action;

/** A state rule an object must meet (named once, combined per operation: writable, not finalized, …). */
export type Precondition<O> = {
  readonly name: string;
  holds(object: O): boolean;
  /** The error that says why it does not hold. */
  refusal(object: O): AppError;
};

/** Defines a precondition: its name, its test and the error that says why it fails. */
export function precondition<O>(name: string, holds: (object: O) => boolean, refusal: (object: O) => AppError): Precondition<O> {
  return { name, holds, refusal };
}

/** The same rule about a part of a larger object (a project's rules about an answer write that holds it). */
export function about<O, P>(part: (object: O) => P, rule: Precondition<P>): Precondition<O> {
  return { name: rule.name, holds: (o) => rule.holds(part(o)), refusal: (o) => rule.refusal(part(o)) };
}

/** What the registry, the surface and the tests know of any operation, whatever its types. */
export type OperationInfo = {
  readonly name: string;
  readonly kind: 'command' | 'query';
  readonly access: Access;
  readonly preconditionNames: readonly string[];
  /** A list open to every caller of its access that holds only the objects this rule lets the viewer see. */
  readonly lists?: Action;
};

/** Every operation a define… function below made; nothing written by hand can stand in for one. */
const DEFINED = new WeakSet<OperationInfo>();
const defined = <T extends OperationInfo>(operation: T): T => {
  DEFINED.add(operation);
  return operation;
};
/** Whether an operation was made by defineCommand, defineQuery or a public / signed-in variant (the coverage test asks). */
export const isDefinedOperation = (operation: OperationInfo): boolean => DEFINED.has(operation);

type Run<I, O, R, V> = (ctx: ServiceCtx, db: Db, args: { viewer: V; object: O; input: I }) => Promise<R>;

/**
 * A resource the rule is asked about before the input is even read, because it does not depend on the object
 * (a rule about no object, or about the viewer's active organization): a caller without the right learns
 * nothing from its input (no BAD_INPUT, no NOT_FOUND).
 */
export type FirstResource<A extends Action> = { first: (viewer: Viewer) => ResourceOf[A] };

/** `resource` of a rule about no object (the provider's settings, the organizations' management): asked first. */
export const noResource = { first: (): null => null };

/** A line of the permission table about no object (a screen, a setting): what `screen` may name. */
export type ActionAboutNothing = { [A in Action]: ResourceOf[A] extends null ? A : never }[Action];

/** `load` of an operation that acts on no one object (a setting, a list, a new organization). */
export const loadNothing = async (): Promise<null> => null;

/** `load` and `resource` of an operation about no object under a rule about none: nothing to load, the rule asked first. */
export const noObject = { load: loadNothing, resource: noResource };

/** An operation checked against a line of the permission table, about the object it loads. */
export type GuardedSpec<S extends z.ZodType, A extends Action, O, R> = {
  /** Dotted name: the audit action and how tests and docs refer to it (`project.finalize`). */
  name: string;
  input: S;
  action: A;
  /** Loads the object acted on for this viewer; throws NOT_FOUND for what the viewer may not see. */
  load: (ctx: ServiceCtx, db: Db, input: z.output<S>, viewer: Viewer) => Promise<O>;
  /** The object as the permission table's rule for `action` needs it (or, asked first, a resource without it). */
  resource: ((object: NoInfer<O>, viewer: Viewer) => ResourceOf[A]) | FirstResource<A>;
  /** A list every caller of `action` may open that holds only the objects this rule lets the viewer see. */
  lists?: Action;
  /**
   * The screen the operation belongs to, asked before the input is read (a caller who may not open the Users
   * screen learns nothing from its input), then `action` about the object it loads.
   */
  screen?: ActionAboutNothing;
  /** The run opens its own transactions (slow work such as argon2 stays outside one); otherwise a command's run is one. */
  ownTransactions?: true;
  /** The FORBIDDEN message (default: "You do not have permission to do this."). */
  forbidden?: string;
  /** The object's type comes from `load` alone; a rule about a wider type (a project's state) applies as is. */
  preconditions?: readonly Precondition<NoInfer<O>>[];
  run: Run<z.output<S>, NoInfer<O>, R, Viewer>;
  /** What happens once the change is committed (tell live streams, clear caches); never inside the transaction. */
  afterCommit?: (ctx: ServiceCtx, result: R, args: { viewer: Viewer; input: z.output<S> }) => Promise<void>;
};

export type GuardedOperation<S extends z.ZodType, A extends Action, O, R> = OperationInfo & {
  readonly action: A;
  /** The input schema: `z.input`/`z.output` of it are the operation's change types. */
  readonly input: S;
  /** Parses, authorizes, checks the preconditions and runs (commands in one transaction). */
  execute(ctx: ServiceCtx, input: unknown): Promise<R>;
  /** The permission table's answer and every precondition, for an object already loaded: `viewerCan…`. */
  can(viewer: Viewer, object: O): boolean;
  /** The permission table's answer alone (a screen may offer a step whose state rule it explains). */
  permits(viewer: Viewer, object: O): boolean;
};

export const FORBIDDEN_MESSAGE = 'You do not have permission to do this.';

function guarded<S extends z.ZodType, A extends Action, O, R>(kind: OperationInfo['kind'], spec: GuardedSpec<S, A, O, R>): GuardedOperation<S, A, O, R> {
  const rule = permissions[spec.action];
  const preconditions = spec.preconditions ?? [];
  const resource = spec.resource;
  const first = typeof resource === 'function' ? null : resource.first;
  const screen = spec.screen;
  const opensScreen = (viewer: Viewer) => screen === undefined || permissions[screen](viewer, null);
  const permits = (viewer: Viewer, object: O) => opensScreen(viewer) && rule(viewer, typeof resource === 'function' ? resource(object, viewer) : resource.first(viewer));
  const refuse = () => new AppError('FORBIDDEN', spec.forbidden ?? FORBIDDEN_MESSAGE);
  const steps = async (ctx: ServiceCtx, db: Db, viewer: Viewer, input: z.output<S>): Promise<R> => {
    const object = await spec.load(ctx, db, input, viewer);
    if (!permits(viewer, object)) throw refuse();
    const broken = preconditions.find((p) => !p.holds(object));
    if (broken) throw broken.refusal(object);
    return spec.run(ctx, db, { viewer, object, input });
  };
  return defined({
    name: spec.name,
    kind,
    access: spec.action,
    action: spec.action,
    input: spec.input,
    preconditionNames: preconditions.map((p) => p.name),
    ...(spec.lists ? { lists: spec.lists } : {}),
    permits,
    can: (viewer, object) => permits(viewer, object) && preconditions.every((p) => p.holds(object)),
    async execute(ctx, raw) {
      const viewer = ctx.viewer;
      if (!viewer) throw unauthenticated();
      if (!opensScreen(viewer) || (first && !rule(viewer, first(viewer)))) throw refuse();
      const input = parseInput(spec.input, raw);
      const result = await (kind === 'command' && !spec.ownTransactions ? ctx.db.transaction((tx) => steps(ctx, tx, viewer, input)) : steps(ctx, ctx.db, viewer, input));
      await spec.afterCommit?.(ctx, result, { viewer, input });
      return result;
    },
  });
}

/** A write checked against the permission table: load, authorize, preconditions and run in one transaction. */
export const defineCommand = <S extends z.ZodType, A extends Action, O, R>(spec: GuardedSpec<S, A, O, R>) => guarded('command', spec);

/** A read checked against the permission table (no transaction; read models stay plain functions). */
export const defineQuery = <S extends z.ZodType, A extends Action, O, R>(spec: GuardedSpec<S, A, O, R>) => guarded('query', spec);

/** An operation open to anyone ('public') or to any signed-in caller about itself ('signed-in'). */
export type OpenSpec<S extends z.ZodType, V, R> = {
  name: string;
  input: S;
  /** A list: the rule that decides which objects it holds (the authorization matrix checks it per object). */
  lists?: Action;
  /**
   * The run opens its own transactions (it must not hold one open across slow work such as argon2 or a mail
   * server's answer); otherwise a command's run is one transaction.
   */
  ownTransactions?: true;
  run: (ctx: ServiceCtx, db: Db, args: { viewer: V; input: z.output<S> }) => Promise<R>;
};

export type OpenOperation<S extends z.ZodType, R> = OperationInfo & { readonly input: S; execute(ctx: ServiceCtx, input: unknown): Promise<R> };

function open<S extends z.ZodType, V, R>(
  kind: OperationInfo['kind'],
  access: 'public' | 'signed-in',
  viewerOf: (ctx: ServiceCtx) => V,
  spec: OpenSpec<S, V, R>,
): OpenOperation<S, R> {
  return defined({
    name: spec.name,
    kind,
    access,
    input: spec.input,
    preconditionNames: [],
    ...(spec.lists ? { lists: spec.lists } : {}),
    async execute(ctx, raw) {
      const viewer = viewerOf(ctx);
      const input = parseInput(spec.input, raw);
      if (kind === 'query' || spec.ownTransactions) return spec.run(ctx, ctx.db, { viewer, input });
      return ctx.db.transaction((tx) => spec.run(ctx, tx, { viewer, input }));
    },
  });
}

const anyone = (ctx: ServiceCtx): Viewer | null => ctx.viewer;
const signedIn = (ctx: ServiceCtx): Viewer => {
  if (!ctx.viewer) throw unauthenticated();
  return ctx.viewer;
};

/** A write open to anyone (the sign-in steps, registration, a reset link's holder), in one transaction. */
export const definePublicCommand = <S extends z.ZodType, R>(spec: OpenSpec<S, Viewer | null, R>) => open('command', 'public', anyone, spec);
/** A read open to anyone (product constants, the maintenance banner). */
export const definePublicQuery = <S extends z.ZodType, R>(spec: OpenSpec<S, Viewer | null, R>) => open('query', 'public', anyone, spec);
/** A write any signed-in caller makes about itself (sign-out, one's own account), in one transaction. */
export const defineSignedInCommand = <S extends z.ZodType, R>(spec: OpenSpec<S, Viewer, R>) => open('command', 'signed-in', signedIn, spec);
/** A read any signed-in caller makes about itself or its active organization. */
export const defineSignedInQuery = <S extends z.ZodType, R>(spec: OpenSpec<S, Viewer, R>) => open('query', 'signed-in', signedIn, spec);

/** Any operation, as the registry and the transports' bindings hold it. */
export type Operation = OperationInfo;
