// Many live streams held open from the bench process: one GraphQL subscription per bearer token given, over
// server-sent events (graphql-sse's distinct connections), each event's arrival time kept by the answer it
// carries (question code and version), so a save's delivery time to every stream can be read afterwards.

export type OpenStreams = {
  count: number;
  /** For each save (started at, the `code:version` keys it wrote) and each stream: ms from the save's start to its first event. */
  latencies(saves: readonly { startedAt: number; keys: readonly string[] }[]): number[];
  /** Resolves once no event arrived for 300 ms, or after `ms`. */
  quiet(ms: number): Promise<void>;
  close(): void;
};

type Received = Map<string, number>;

/** The `questionCode:version` of an answerSaved event's data, if it is one. */
function keyOf(data: string): string | null {
  try {
    const parsed: unknown = JSON.parse(data);
    const event = typeof parsed === 'object' && parsed !== null && 'data' in parsed ? parsed.data : null;
    const saved = typeof event === 'object' && event !== null && 'answerSaved' in event ? event.answerSaved : null;
    if (typeof saved !== 'object' || saved === null || !('questionCode' in saved) || !('answer' in saved)) return null;
    const answer = saved.answer;
    const version = typeof answer === 'object' && answer !== null && 'version' in answer ? answer.version : null;
    return `${String(saved.questionCode)}:${String(version)}`;
  } catch {
    return null;
  }
}

/** Opens one stream per token (the same token may be given several times) and resolves once every one is held. */
export async function openStreams(baseUrl: string, query: string, variables: Record<string, unknown>, tokens: readonly string[]): Promise<OpenStreams> {
  const abort = new AbortController();
  const received: Received[] = tokens.map(() => new Map());
  let lastEventAt = performance.now();
  await Promise.all(
    tokens.map(async (authorization, i) => {
      const response = await fetch(`${baseUrl}/graphql/stream`, {
        method: 'POST',
        headers: { authorization, accept: 'text/event-stream', 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
        signal: abort.signal,
      });
      if (response.status !== 200 || !response.body) throw new Error(`stream ${i} refused: ${response.status} ${await response.text()}`);
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      void (async () => {
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
          if (done) return;
          buffer += decoder.decode(value, { stream: true });
          const blocks = buffer.split('\n\n');
          buffer = blocks.pop() ?? '';
          const now = performance.now();
          for (const block of blocks) {
            const data = block.split('\n').find((l) => l.startsWith('data:'))?.slice(5).trim();
            if (block.includes('event: complete')) return void console.error(`stream ${i} ended: ${block.slice(0, 300)}`);
            const key = data ? keyOf(data) : null;
            if (key && !received[i]?.has(key)) received[i]?.set(key, now);
            lastEventAt = now;
          }
        }
      })();
    }),
  );
  return {
    count: tokens.length,
    latencies(saves) {
      const out: number[] = [];
      for (const stream of received) {
        for (const save of saves) {
          const at = Math.min(...save.keys.map((k) => stream.get(k) ?? Number.POSITIVE_INFINITY));
          if (Number.isFinite(at)) out.push(at - save.startedAt);
        }
      }
      return out;
    },
    async quiet(ms) {
      const until = performance.now() + ms;
      while (performance.now() - lastEventAt < 300 && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    },
    close: () => abort.abort(),
  };
}

/** Two sets of streams as one (a phase that opened more). */
export function together(a: OpenStreams, b: OpenStreams): OpenStreams {
  return {
    count: a.count + b.count,
    latencies: (saves) => [...a.latencies(saves), ...b.latencies(saves)],
    quiet: async (ms) => void (await Promise.all([a.quiet(ms), b.quiet(ms)])),
    close: () => (a.close(), b.close()),
  };
}
