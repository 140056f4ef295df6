// How the server's PDF renderer drives the client's print entry (client/print.html) in a page it keeps
// open: instead of navigating per PDF, it calls these functions on the page's `window`.
//
//   window[PRINT_BRIDGE].render(reportKey, bearerToken) -> Promise<null | string>
//     shows that saved report (fetched with the token) and resolves once it is ready to print (null),
//     or with the reason it cannot be shown (it then shows that instead);
//   window[PRINT_BRIDGE].clear() -> nothing is shown any more (no report stays in the page between PDFs).

export const PRINT_BRIDGE = 'felPrintReport';

/** The path of the print entry with no report: a page the renderer keeps open and drives through the bridge. */
export const PRINT_ENTRY_PATH = '/print/';
