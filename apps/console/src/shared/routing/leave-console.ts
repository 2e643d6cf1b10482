/** Sends the browser to an address outside the console (a whole-page navigation). */
export function leaveConsole(url: string): void {
  window.location.assign(url);
}
