import { isCancelledError } from '@tanstack/react-query';

/** Where one query of a stream stands. `waiting`: not asked for yet, or its fetch was cancelled. */
export type StreamStatus = 'waiting' | 'reading' | 'read' | 'failed';

export type StreamedItem<Selected> = {
  readonly id: string;
  readonly status: StreamStatus;
  readonly data: Selected | undefined;
  readonly error: Error | null;
  readonly retry: () => void;
};

/** What a stream has come to: the same object until something changes, then a new one. */
export type StreamView<Selected> = {
  readonly items: readonly StreamedItem<Selected>[];
  readonly stopped: boolean;
};

export type StreamOptions<Data, Selected> = {
  /** In the order they are read. */
  readonly ids: readonly string[];
  /** The answer the query cache holds: taken as it is, without a fetch or a turn. */
  readonly cached: (id: string) => Data | undefined;
  /** Fetches through the query client (`fetchQuery`: a fetch in flight is shared, the client's retries apply). */
  readonly fetch: (id: string) => Promise<Data>;
  /** Cancels a fetch (the query client's `cancelQueries`: its promise then rejects with a `CancelledError`). */
  readonly cancel: (id: string) => void;
  /** What is kept of an answer, worked out once per answer. */
  readonly select: (data: Data) => Selected;
  /** How many are fetched at once. */
  readonly atATime: number;
  /** Changes arriving closer together than this are told as one (a render per answer over thousands is the cost). */
  readonly tellEveryMs: number;
};

/**
 * Reads many queries a few at a time, in order, through the query client. A failed one waits for
 * its `retry` and does not stop the rest; `stop` cancels what is under way and asks for nothing more
 * until `resume`.
 *
 * Why not `useQueries` over every id: an account that keeps its snapshots has thousands, and an
 * observer per snapshot, each set again on every render, made a history of 2,163 snapshots take a
 * minute of a busy main thread. Here each answer is selected once, kept by id, and the page is told
 * at most once per `tellEveryMs`. The answers themselves stay in the query cache, under its rules.
 *
 * Starts when `connect`ed; `disconnect` cancels what is under way (a later `connect` asks again).
 */
export class QueryStream<Data, Selected> {
  readonly ids: readonly string[];
  readonly #options: StreamOptions<Data, Selected>;
  readonly #items: StreamedItem<Selected>[];
  #view: StreamView<Selected>;
  #stopped = false;
  #listener: (() => void) | null = null;
  /** Bumped on stop and disconnect: answers to fetches started before are not this stream's any more. */
  #generation = 0;
  #reading = 0;
  /** Every item before it is read, reading or failed. */
  #cursor = 0;
  #lastTold = Number.NEGATIVE_INFINITY;
  #timer: ReturnType<typeof setTimeout> | undefined;

  /** `previous`: a stream of the same queries over other ids (a list read again); what it read is kept. */
  constructor(options: StreamOptions<Data, Selected>, previous?: QueryStream<Data, Selected>) {
    this.#options = options;
    this.ids = options.ids;
    const kept = new Map(
      (previous === undefined ? [] : previous.#items)
        .filter((item) => item.status === 'read')
        .map((item) => [item.id, item]),
    );
    this.#items = options.ids.map((id) => kept.get(id) ?? this.#fromCache(id) ?? this.#waiting(id));
    this.#view = { items: [...this.#items], stopped: false };
  }

  readonly get = (): StreamView<Selected> => this.#view;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.connect(listener);
    return () => {
      this.disconnect();
    };
  };

  connect(listener: () => void): void {
    this.#listener = listener;
    this.#cursor = 0;
    this.#pump();
    this.#tell(true);
  }

  disconnect(): void {
    this.#listener = null;
    this.#cancelReading();
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  readonly stop = (): void => {
    this.#stopped = true;
    this.#cancelReading();
    this.#tell(true);
  };

  readonly resume = (): void => {
    this.#stopped = false;
    this.#cursor = 0;
    this.#pump();
    this.#tell(true);
  };

  /** Fetches a failed one now, whatever its turn. */
  #retry(index: number): void {
    if (this.#items[index]?.status !== 'failed' || this.#listener === null) return;
    this.#fetch(index);
    this.#tell(true);
  }

  #fromCache(id: string): StreamedItem<Selected> | undefined {
    const data = this.#options.cached(id);
    return data === undefined ? undefined : this.#read(id, data);
  }

  #read(id: string, data: Data): StreamedItem<Selected> {
    return { id, status: 'read', data: this.#options.select(data), error: null, retry: noop };
  }

  #waiting(id: string): StreamedItem<Selected> {
    return { id, status: 'waiting', data: undefined, error: null, retry: noop };
  }

  /** Starts the next ones in order while there is room; those the cache holds take no turn. */
  #pump(): void {
    if (this.#stopped || this.#listener === null) return;
    const { atATime } = this.#options;
    while (this.#reading < atATime && this.#cursor < this.#items.length) {
      const index = this.#cursor;
      this.#cursor += 1;
      const item = this.#items[index];
      if (item?.status !== 'waiting') continue;
      const cached = this.#fromCache(item.id);
      if (cached) this.#items[index] = cached;
      else this.#fetch(index);
    }
  }

  #fetch(index: number): void {
    const item = this.#items[index];
    if (item === undefined) return;
    const { id } = item;
    const generation = this.#generation;
    this.#items[index] = { id, status: 'reading', data: undefined, error: null, retry: noop };
    this.#reading += 1;
    const settle = (next: StreamedItem<Selected>) => {
      if (generation !== this.#generation) return;
      this.#reading -= 1;
      this.#items[index] = next;
      if (next.status === 'waiting') this.#cursor = Math.min(this.#cursor, index);
      this.#pump();
      this.#tell(false);
    };
    this.#options.fetch(id).then(
      (data) => {
        settle(this.#read(id, data));
      },
      (error: unknown) => {
        // Cancelled by someone else (this stream's own cancels are of an older generation): its turn comes again.
        if (isCancelledError(error)) settle(this.#waiting(id));
        else
          settle({
            id,
            status: 'failed',
            data: undefined,
            error: error instanceof Error ? error : new Error(String(error)),
            retry: () => {
              this.#retry(index);
            },
          });
      },
    );
  }

  #cancelReading(): void {
    this.#generation += 1;
    this.#reading = 0;
    this.#items.forEach((item, index) => {
      if (item.status !== 'reading') return;
      this.#items[index] = this.#waiting(item.id);
      this.#options.cancel(item.id);
    });
  }

  /** Publishes a new view and tells the listener: at once when `now`, else at most once per `tellEveryMs`. */
  #tell(now: boolean): void {
    if (this.#listener === null) return;
    const wait = this.#lastTold + this.#options.tellEveryMs - Date.now();
    if (!now && wait > 0) {
      this.#timer ??= setTimeout(() => {
        this.#timer = undefined;
        this.#tell(true);
      }, wait);
      return;
    }
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#lastTold = Date.now();
    this.#view = { items: [...this.#items], stopped: this.#stopped };
    this.#listener();
  }
}

const noop = () => {};
