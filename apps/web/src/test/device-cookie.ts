/** Sets a cookie on the test's document, as an earlier visit would have (e.g. 'stryd-unit=lb; Path=/'). */
export function setDeviceCookie(text: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = text;
}
