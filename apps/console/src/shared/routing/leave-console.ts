/** The browser's whole-page navigation; jsdom cannot navigate, so tests put a recorder in its place. */
export const wholePage = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** Sends the browser to an address outside the console (a whole-page navigation). */
export function leaveConsole(url: string): void {
  wholePage.assign(url);
}
