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
  /** The failure that stopped the reading (see `stopsAll`); null when nothing did, or the user stopped it. */
  readonly stoppedBy: Error | null;
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
  /**
   * A failure that is not one query's but the service's (it limits requests, the network is down):
   * reading the rest would only fail them too, so it stops, as `stop` does, until `resume`.
   */
  readonly stopsAll: (error: Error) => boolean;
};

/**
 * Reads many queries a few at a time, in order, through the query client. A failed one waits for
 * its `retry` and does not stop the rest, unless its failure `stopsAll`; `stop` cancels what is
 * under way and asks for nothing more until `resume`, which reads what is not read, failed ones too.
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
  #stoppedBy: Error | null = null;
  #listener: (() => void) | null = null;
  /** Replaced on stop and disconnect: answers to fetches started before are not this stream's any more. */
  #epoch = {};
  #reading = 0;
  /** Every item before it is read, reading or failed. */
  #cursor = 0;
  #lastTold = Number.NEGATIVE_INFINITY;
  #timer: ReturnType<typeof setTimeout> | undefined;

  /** `previous`: a stream of the same queries over other ids (a list read again); what it read is kept. */
  constructor(options: StreamOptions<Data, Selected>, previous?: QueryStream<Data, Selected>) {
    this.#options = options;
    this.ids = options.ids;
    const kept = new Map<string, StreamedItem<Selected>>();
    if (previous !== undefined) {
      for (const item of previous.#items) if (item.status === 'read') kept.set(item.id, item);
    }
    this.#items = options.ids.map((id) => kept.get(id) ?? this.#fromCache(id) ?? this.#waiting(id));
    this.#view = { items: [...this.#items], stopped: false, stoppedBy: null };
  }

  readonly get = (): StreamView<Selected> => this.#view;

  /** As useSyncExternalStore subscribes: connects, and its return disconnects. */
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
    this.#publish();
  }

  disconnect(): void {
    this.#listener = null;
    this.#cancelReading();
  }

  readonly stop = (): void => {
    this.#halt(null);
  };

  readonly resume = (): void => {
    this.#stopped = false;
    this.#stoppedBy = null;
    this.#items.forEach((item, index) => {
      if (item.status === 'failed') this.#items[index] = this.#waiting(item.id);
    });
    this.#cursor = 0;
    this.#pump();
    this.#publish();
  };

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

  #failed(index: number, id: string, error: unknown): StreamedItem<Selected> {
    const item: StreamedItem<Selected> = {
      id,
      status: 'failed',
      data: undefined,
      error: error instanceof Error ? error : new Error(String(error)),
      retry: () => {
        // Once: a second click finds it reading already. Not once the page has gone.
        if (this.#items[index] !== item || this.#listener === null) return;
        // Asked again, the failure that stopped the reading is no longer what it stands at; should it fail so again, it says so again.
        if (this.#stoppedBy === item.error) this.#stoppedBy = null;
        this.#fetch(index, id);
        this.#publish();
      },
    };
    return item;
  }

  /** Starts the next ones in order while there is room; those the cache holds take no turn. */
  #pump(): void {
    if (this.#stopped || this.#listener === null) return;
    while (this.#reading < this.#options.atATime) {
      const index = this.#cursor;
      const item = this.#items[index];
      if (item === undefined) return;
      this.#cursor += 1;
      if (item.status !== 'waiting') continue;
      const cached = this.#fromCache(item.id);
      if (cached) this.#items[index] = cached;
      else this.#fetch(index, item.id);
    }
  }

  #fetch(index: number, id: string): void {
    const epoch = this.#epoch;
    this.#items[index] = { id, status: 'reading', data: undefined, error: null, retry: noop };
    this.#reading += 1;
    const settle = (next: StreamedItem<Selected>) => {
      if (epoch !== this.#epoch) return;
      this.#reading -= 1;
      this.#items[index] = next;
      // From the one answered on: if it was cancelled (by someone else: this stream's own cancels are of an older epoch), its turn comes again.
      this.#cursor = Math.min(this.#cursor, index);
      if (next.error !== null && this.#options.stopsAll(next.error)) {
        this.#halt(next.error);
        return;
      }
      this.#pump();
      this.#tell();
    };
    this.#options.fetch(id).then(
      (data) => {
        settle(this.#read(id, data));
      },
      (error: unknown) => {
        settle(isCancelledError(error) ? this.#waiting(id) : this.#failed(index, id, error));
      },
    );
  }

  #halt(by: Error | null): void {
    this.#stopped = true;
    this.#stoppedBy = by;
    this.#cancelReading();
    this.#publish();
  }

  #cancelReading(): void {
    this.#epoch = {};
    this.#reading = 0;
    this.#items.forEach((item, index) => {
      if (item.status !== 'reading') return;
      this.#items[index] = this.#waiting(item.id);
      this.#options.cancel(item.id);
    });
  }

  /**
   * Publishes in a task of its own, at most once per `tellEveryMs`. Not in the answer's task: that
   * one parsed the answer already (a 50,000-record snapshot takes a while), and the render the
   * telling causes would lengthen it, so a key pressed meanwhile would wait for both.
   */
  #tell(): void {
    const wait = Math.max(0, this.#lastTold + this.#options.tellEveryMs - Date.now());
    this.#timer ??= setTimeout(() => {
      this.#publish();
    }, wait);
  }

  /** A new view, told to the listener at once. */
  #publish(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#lastTold = Date.now();
    this.#view = { items: [...this.#items], stopped: this.#stopped, stoppedBy: this.#stoppedBy };
    this.#listener?.();
  }
}

const noop = () => {};
