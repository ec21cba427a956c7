/** One server-sent event: its type (`message` when it names none) and its data lines joined. */
type ServerSentEvent = { event: string; data: string };

/**
 * Reads a server-sent event stream to its end and hands on each event with its type and data
 * (comments and keep-alives carry no data and are dropped).
 */
export async function readEvents(reader: ReadableStreamDefaultReader<string>, onEvent: (event: ServerSentEvent) => void): Promise<void> {
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value.replace(/\r\n?/g, "\n");
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = "message";
      const data: string[] = [];
      for (const line of block.split("\n")) {
        if (line.startsWith("event:")) event = line.slice(6).trim();
        else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
      }
      if (data.length) onEvent({ event, data: data.join(" ") });
    }
  }
}
