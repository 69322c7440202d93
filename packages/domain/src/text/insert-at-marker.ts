/**
 * `text` with its first `marker` replaced by `insert`, taken as it is. String.replace with a string
 * reads `$&`, `` $` ``, `$'` and `$$` in the replacement as patterns, so a routine named ``$`$`` pasted
 * the whole document into itself; every template we fill goes through this instead. Without the marker,
 * `text` comes back unchanged.
 */
export function insertAtMarker(text: string, marker: string, insert: string): string {
  const at = text.indexOf(marker);
  return at < 0 ? text : text.slice(0, at) + insert + text.slice(at + marker.length);
}
