// The part of Blueprint's stylesheet the sign-in screens do not need (menus, popovers, dialogs, tabs, tags,
// trees, …): imported by the screens that do, so it arrives with their chunks (client/build/blueprint-css.ts).
import '@blueprintjs/core/lib/css/blueprint.css?part=late';
