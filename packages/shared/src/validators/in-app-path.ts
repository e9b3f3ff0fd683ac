/**
 * A path inside this site, as a notice's link (消息通知 查看): '/x…' of printable ASCII, at most 300 characters.
 * '//' would be another host and '\\' is read as '/' by browsers. Checked where a link is written (notify), where
 * it is read back (the listing) and where it is drawn (the notice table), so a row changed in the database
 * cannot send a reader elsewhere.
 */
export function isInAppPath(link: string): boolean {
  return link.length <= 300 && /^\/(?![/\\])[\x21-\x7e]*$/.test(link) && !link.includes('\\');
}
