/**
 * React 18's Node renderer (renderToPipeableStream) writes text into a 2 KB buffer; when a multi-byte
 * character (Devanagari takes three bytes) does not fit at the buffer's end, it sends the whole buffer,
 * the bytes it left unfilled included: NULs inside the page's text, "क\0\0रें" for "करें"
 * (facebook/react#24985, fixed after 18.3.1). At most three such bytes end a chunk, and a page has no NUL
 * of its own (the API refuses them in every input), so they are cut off here.
 */
export function withoutUnfilledBytes(chunk: Buffer): Buffer {
  let end = chunk.length;
  while (end > 0 && chunk.length - end < 3 && chunk[end - 1] === 0) end--;
  return end === chunk.length ? chunk : chunk.subarray(0, end);
}
