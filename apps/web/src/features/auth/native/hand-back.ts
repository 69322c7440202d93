/**
 * Leaves the system browser for the app's URL scheme. An object, so tests replace `open` (jsdom cannot
 * navigate to another scheme).
 */
export const handBack = {
  open(url: string): void {
    window.location.assign(url);
  },
};
