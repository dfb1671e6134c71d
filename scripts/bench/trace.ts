// Main-thread tasks from a Chromium trace, between the page's bench-start and bench-end marks:
// the 'longtask' observer reports only tasks >= 50 ms, the trace sees every one.

export interface TraceTasks {
  /** Longest main-thread task overlapping the timed window. */
  longestMs: number;
  /** When the longest task started, ms after bench-start (negative: it was already running). */
  longestAtMs: number;
  tasks: number;
  over16ms: number;
  over50ms: number;
  /** Sum of task time in the window (main-thread busy time). */
  busyMs: number;
  windowMs: number;
}

interface TraceEvent {
  name?: string;
  ph?: string;
  pid?: number;
  tid?: number;
  ts?: number;
  dur?: number;
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

export function longestTraceTask(trace: unknown): TraceTasks {
  const events: TraceEvent[] = Array.isArray(trace)
    ? (trace as TraceEvent[])
    : ((trace as { traceEvents?: TraceEvent[] } | null)?.traceEvents ?? []);
  const mark = (name: string) => events.find((e) => e.name === name && typeof e.ts === 'number');
  const start = mark('bench-start');
  const end = mark('bench-end');
  if (!start || !end || start.ts === undefined || end.ts === undefined) throw new Error('bench: trace has no bench-start/bench-end marks');
  const from = start.ts;
  const to = end.ts;
  // The marks are written on the page's main thread: its tasks are the ones that count.
  const tasks = events.filter(
    (e) =>
      e.ph === 'X' &&
      e.name !== undefined &&
      TASK_NAMES.has(e.name) &&
      e.pid === start.pid &&
      e.tid === start.tid &&
      e.ts !== undefined &&
      e.dur !== undefined &&
      e.ts + e.dur >= from &&
      e.ts <= to,
  );
  const durations = tasks.map((e) => (e.dur ?? 0) / 1000);
  const longest = tasks.reduce<TraceEvent | undefined>((a, e) => (!a || (e.dur ?? 0) > (a.dur ?? 0) ? e : a), undefined);
  return {
    longestMs: Math.round(Math.max(0, ...durations) * 10) / 10,
    longestAtMs: longest?.ts === undefined ? 0 : Math.round((longest.ts - from) / 100) / 10,
    tasks: durations.length,
    over16ms: durations.filter((d) => d > 16).length,
    over50ms: durations.filter((d) => d >= 50).length,
    busyMs: Math.round(durations.reduce((a, b) => a + b, 0) * 10) / 10,
    windowMs: Math.round((to - from) / 100) / 10,
  };
}
