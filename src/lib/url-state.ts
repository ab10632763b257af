import { formatCount } from './format-count.ts';
import { describeCharacter } from './unseen-character.ts';

/**
 * Codecs between a screen's view state and its URL search parameters: the URL is the only store of
 * view state, so a link reproduces the view.
 *
 * `parse` never throws and never returns an invalid state: a bad value falls back to its default
 * and is reported as a {@link ParamProblem}; so are unknown and repeated parameters. `serialize`
 * leaves defaults out, writes parameters in the spec's order, and is the inverse of `parse` for
 * valid states (`parse(serialize(s)).state` equals `s`).
 *
 * `needs` names parameters that mean something only beside another (`view` shows a domain's
 * preview: `{ view: 'domain_name' }`): given without it, such a parameter is reported and ignored,
 * so that no link keeps a value the page does not use.
 *
 * ```ts
 * const codec = defineUrlState({ offset: intParam({ fallback: 0, min: 0 }), q: textParam() });
 * codec.parse(new URLSearchParams('offset=-3&q=www'))
 * // → { state: { offset: 0, q: 'www' }, problems: [{ param: 'offset', value: '-3', reason: 'must be at least 0' }] }
 * codec.serialize({ offset: 0, q: 'www' }).toString() // → 'q=www'
 * ```
 */
export type ParamProblem = { param: string; value: string; reason: string };

export type ParamResult<T> = { ok: true; value: T } | { ok: false; reason: string };

// Method syntax on purpose: specs of different value types fit one record of specs.
export type ParamSpec<T> = {
  fallback: T;
  parse(raw: string): ParamResult<T>;
  serialize(value: T): string;
  /** Whether a value is the default, and so left out of the URL. */
  isDefault(value: T): boolean;
};

type StateOf<Spec> = { [Key in keyof Spec]: Spec[Key] extends ParamSpec<infer T> ? T : never };

export type UrlStateCodec<State> = {
  readonly defaults: State;
  /** Each parameter that is used only beside another, and that other. */
  readonly needs: Readonly<Partial<Record<keyof State & string, keyof State & string>>>;
  parse: (params: URLSearchParams) => { state: State; problems: ParamProblem[] };
  serialize: (state: State) => URLSearchParams;
};

export function defineUrlState<Spec extends Record<string, ParamSpec<unknown>>>(
  spec: Spec,
  options: { needs?: Partial<Record<keyof Spec & string, keyof Spec & string>> } = {},
): UrlStateCodec<StateOf<Spec>> {
  const entries = Object.entries(spec) as [keyof Spec & string, ParamSpec<unknown>][];
  const defaults = Object.fromEntries(entries.map(([name, param]) => [name, param.fallback])) as StateOf<Spec>;
  const needs: Partial<Record<keyof Spec & string, keyof Spec & string>> = options.needs ?? {};
  /** Each parameter that needs another, with that other's name and spec. */
  const needed = entries.flatMap(([name, param]) => {
    const other = entries.find((entry) => entry[0] === needs[name]);
    return other === undefined ? [] : [{ name, param, otherName: other[0], other: other[1] }];
  });

  return {
    defaults,
    needs,
    parse(params) {
      const state: Record<string, unknown> = { ...defaults };
      const problems: ParamProblem[] = [];
      /** The value each parameter was read from. */
      const seen = new Map<string, string>();
      for (const [name, raw] of params) {
        const param = Object.hasOwn(spec, name) ? spec[name] : undefined;
        if (!param) {
          problems.push({ param: name, value: raw, reason: 'is not a parameter of this page and was ignored' });
          continue;
        }
        if (seen.has(name)) {
          problems.push({ param: name, value: raw, reason: 'was given more than once; the first value is used' });
          continue;
        }
        seen.set(name, raw);
        const result = param.parse(raw);
        if (result.ok) state[name] = result.value;
        else problems.push({ param: name, value: raw, reason: result.reason });
      }
      for (const { name, param, otherName, other } of needed) {
        const raw = seen.get(name);
        if (raw === undefined || param.isDefault(state[name]) || !other.isDefault(state[otherName])) continue;
        problems.push({ param: name, value: raw, reason: `needs ${otherName} beside it; ignored` });
        state[name] = param.fallback;
      }
      return { state: state as StateOf<Spec>, problems };
    },
    serialize(state) {
      const params = new URLSearchParams();
      for (const [name, param] of entries) {
        const value = state[name];
        if (!param.isDefault(value)) params.set(name, param.serialize(value));
      }
      return params;
    },
  };
}

/**
 * A whole number within [min, max], written in decimal digits (so never negative): `'007'` is read
 * as 7, `'1e3'`, `'1.5'`, `'-1'` are refused.
 */
export function intParam(options: { fallback: number; min?: number; max?: number }): ParamSpec<number> {
  const { fallback, min = 0, max = Number.MAX_SAFE_INTEGER } = options;
  return {
    fallback,
    parse(raw) {
      if (!/^\d+$/.test(raw)) return { ok: false, reason: 'must be a whole number of 0 or more' };
      const value = Number(raw);
      if (value < min) return { ok: false, reason: `must be at least ${min}` };
      if (value > max) return { ok: false, reason: `must be at most ${formatCount(max)}` };
      return { ok: true, value };
    },
    serialize: String,
    isDefault: (value) => value === fallback,
  };
}

/** One of a fixed list of values, with a default. */
export function enumParam<const Value extends string>(values: readonly Value[], fallback: Value): ParamSpec<Value> {
  return {
    fallback,
    parse: (raw) =>
      isOneOf(values, raw) ? { ok: true, value: raw } : { ok: false, reason: `must be one of ${values.join(', ')}` },
    serialize: (value) => value,
    isDefault: (value) => value === fallback,
  };
}

/** One of a fixed list of values, or absent (`undefined`). */
export function optionalEnumParam<const Value extends string>(values: readonly Value[]): ParamSpec<Value | undefined> {
  return {
    fallback: undefined,
    parse: (raw) =>
      isOneOf(values, raw) ? { ok: true, value: raw } : { ok: false, reason: `must be one of ${values.join(', ')}` },
    // Stryker disable next-line StringLiteral: never called with the default, which is left out of the URL
    serialize: (value) => value ?? '',
    isDefault: (value) => value === undefined,
  };
}

/** Free text up to `maxLength` characters, without control characters; empty is the default. */
export function textParam(options: { maxLength?: number } = {}): ParamSpec<string> {
  const maxLength = options.maxLength ?? 200;
  return {
    fallback: '',
    parse: (raw) => {
      if (raw.length > maxLength) return { ok: false, reason: `is longer than ${maxLength} characters` };
      // No search or filter text holds one, and a page cannot show it as sent: the HTML parser drops
      // a NUL and turns a CR into a line feed, so a server-drawn page would not be the one the
      // browser draws.
      const control = CONTROL.exec(raw)?.[0];
      return control === undefined
        ? { ok: true, value: raw }
        : { ok: false, reason: `cannot contain ${describeCharacter(control)}` };
    },
    serialize: (value) => value,
    isDefault: (value) => value === '',
  };
}

const CONTROL = /\p{Cc}/u;

/** A switch written as `name=<on>` when on and left out when off (`strict_search=yes`). */
export function flagParam(on: string): ParamSpec<boolean> {
  return {
    fallback: false,
    parse: (raw) => (raw === on ? { ok: true, value: true } : { ok: false, reason: `can only be “${on}”` }),
    serialize: () => on,
    isDefault: (value) => !value,
  };
}

/** An identifier checked by `check` (a snapshot id, a region code…); absent is `undefined`. */
export function idParam(check: (raw: string) => ParamResult<string>): ParamSpec<string | undefined> {
  return {
    fallback: undefined,
    parse: check,
    // Stryker disable next-line StringLiteral: never called with the default, which is left out of the URL
    serialize: (value) => value ?? '',
    isDefault: (value) => value === undefined,
  };
}

function isOneOf<Value extends string>(values: readonly Value[], raw: string): raw is Value {
  return (values as readonly string[]).includes(raw);
}

/** "offset “-3” must be at least 0" — one problem as a sentence fragment for a notice. */
export function describeParamProblem(problem: ParamProblem): string {
  const { param, shown, reason } = paramProblemParts(problem);
  return `${param} “${shown}” ${reason}`;
}

/** {@link describeParamProblem}'s parts, for a notice that isolates the link's value from its own words. */
export function paramProblemParts(problem: ParamProblem): { param: string; shown: string; reason: string } {
  return { param: shownText(problem.param), shown: shownText(problem.value), reason: problem.reason };
}

/**
 * A name or value from the URL as a notice quotes it: at most 40 characters, and each control
 * character as its picture (`␀`, `␍`), which the page can show as it is; the character itself
 * would show as nothing, and the HTML parser drops a NUL or turns a CR into a line feed, so a page
 * drawn on the server would not be the page the browser draws.
 */
function shownText(text: string): string {
  const short = text.length > 40 ? `${text.slice(0, 37)}…` : text;
  return short.replace(/\p{Cc}/gu, (control) => {
    const code = control.charCodeAt(0);
    return code < 0x20 ? String.fromCharCode(0x2400 + code) : code === 0x7f ? '\u2421' : '\ufffd';
  });
}
