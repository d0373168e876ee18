/**
 * Typed, validated reads of parsed request parameters. Each failure is the 400 Stripe gives,
 * naming the parameter the way it was sent (`line_items[0][price]`).
 */
import { invalidParam } from './errors';
import type { Param, ParamMap } from './form';

export class Params {
  constructor(
    private readonly values: ParamMap,
    private readonly prefix = '',
  ) {}

  /** The parameter as it was sent: `features[subscription_update][products][0][prices]`. */
  name(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  private raw(key: string): Param | undefined {
    return Object.hasOwn(this.values, key) ? this.values[key] : undefined;
  }

  /** Stripe rejects parameters an endpoint does not take; so do we, to catch typos early. */
  allowOnly(...keys: string[]): this {
    const unknown = Object.keys(this.values).find((key) => !keys.includes(key) && key !== 'expand');
    if (unknown)
      throw invalidParam(this.name(unknown), `Received unknown parameter: ${this.name(unknown)}`, 'parameter_unknown');
    return this;
  }

  has(key: string): boolean {
    return this.raw(key) !== undefined;
  }

  string(key: string): string | undefined {
    const value = this.raw(key);
    if (value === undefined) return undefined;
    if (typeof value !== 'string') throw invalidParam(this.name(key), `Invalid string: ${this.name(key)}`);
    return value;
  }

  requiredString(key: string): string {
    const value = this.string(key);
    if (value === undefined || value === '') {
      throw invalidParam(this.name(key), `Missing required param: ${this.name(key)}.`, 'parameter_missing');
    }
    return value;
  }

  integer(key: string, min: number, max: number): number | undefined {
    const text = this.string(key);
    if (text === undefined) return undefined;
    if (!/^-?\d+$/.test(text))
      throw invalidParam(this.name(key), `Invalid integer: ${text}`, 'parameter_invalid_integer');
    const value = Number(text);
    if (value < min || value > max) {
      throw invalidParam(this.name(key), `${this.name(key)} must be between ${min} and ${max}.`);
    }
    return value;
  }

  boolean(key: string): boolean | undefined {
    const text = this.string(key);
    if (text === undefined) return undefined;
    if (text !== 'true' && text !== 'false') throw invalidParam(this.name(key), `Invalid boolean: ${text}`);
    return text === 'true';
  }

  /** An absolute http(s) URL, as Stripe demands of redirect URLs. */
  url(key: string, required: boolean): string | undefined {
    const text = required ? this.requiredString(key) : this.string(key);
    if (text === undefined) return undefined;
    if (!/^https?:\/\/[^\s/]+/i.test(text)) throw invalidParam(this.name(key), 'Not a valid URL', 'url_invalid');
    return text;
  }

  /** Metadata: string values; an empty value asks for the key to be removed on update. */
  metadata(key = 'metadata'): Record<string, string> | undefined {
    const value = this.raw(key);
    if (value === undefined) return undefined;
    if (value === '') return {};
    if (typeof value !== 'object' || Array.isArray(value)) throw invalidParam(this.name(key), `Invalid object`);
    const entries = Object.entries(value);
    if (entries.length > 50) throw invalidParam(this.name(key), 'Metadata can have at most 50 keys.');
    for (const [k, v] of entries) {
      if (typeof v !== 'string')
        throw invalidParam(`${this.name(key)}[${k}]`, `Invalid string: ${this.name(key)}[${k}]`);
      if (k.length > 40) throw invalidParam(this.name(key), `Metadata keys must be at most 40 characters.`);
      if (v.length > 500) throw invalidParam(this.name(key), `Metadata values must be at most 500 characters.`);
    }
    return value as Record<string, string>;
  }

  /** A nested map, read with the same checks. */
  nested(key: string): Params | undefined {
    const value = this.raw(key);
    if (value === undefined) return undefined;
    if (typeof value !== 'object' || Array.isArray(value)) throw invalidParam(this.name(key), 'Invalid object');
    return new Params(value, this.name(key));
  }

  /** A list of maps (`line_items[0][price]`). */
  list(key: string): Params[] | undefined {
    const value = this.raw(key);
    if (value === undefined) return undefined;
    if (!Array.isArray(value)) throw invalidParam(this.name(key), 'Invalid array');
    return value.map((item, index) => {
      const name = `${this.name(key)}[${index}]`;
      if (typeof item !== 'object' || Array.isArray(item)) throw invalidParam(name, 'Invalid object');
      return new Params(item, name);
    });
  }

  /** A list of strings (`allowed_payment_method_types[0]=card`). */
  stringList(key: string): string[] | undefined {
    const value = this.raw(key);
    if (value === undefined) return undefined;
    const items = Array.isArray(value) ? value : [value];
    if (!items.every((item): item is string => typeof item === 'string'))
      throw invalidParam(this.name(key), 'Invalid array');
    return items;
  }

  /** `expand[]`: the fields to inline. */
  expand(): string[] {
    return this.stringList('expand') ?? [];
  }
}
