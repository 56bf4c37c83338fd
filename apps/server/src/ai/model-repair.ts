import type { z } from 'zod';

/**
 * Turns what a small model actually says into the answer we asked for, where that is safe:
 * the JSON is cut out of code fences and prose, obvious wrong types are coerced ("25 minutes"
 * → 25, "true" → true, "Red" → "red") and numbers and lengths are clamped to the schema's
 * limits. Anything that still does not fit is reported with the schema's own error, which the
 * caller sends back to the model once.
 */

/** The first complete JSON object in a text: inside a ``` fence, or between prose. */
export function extractJson(text: string): unknown {
  const trimmed = text.trim();
  const direct = tryParse(trimmed);
  if (direct.ok) return direct.value;
  const fenced = /```(?:json|JSON)?\s*([\s\S]*?)```/.exec(trimmed);
  if (fenced) {
    const inner = tryParse(fenced[1]!.trim());
    if (inner.ok) return inner.value;
  }
  // Prose around the object: try each balanced {...} from the left.
  for (let start = trimmed.indexOf('{'); start >= 0; start = trimmed.indexOf('{', start + 1)) {
    const end = balancedEnd(trimmed, start);
    if (end < 0) continue;
    const candidate = tryParse(trimmed.slice(start, end + 1));
    if (candidate.ok) return candidate.value;
  }
  return undefined;
}

function tryParse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Index of the brace closing the one at `start`, ignoring braces inside strings; -1 if none. */
function balancedEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return -1;
}

type Check = { check?: string; maximum?: number; minimum?: number; value?: number };
const checksOf = (schema: z.ZodType): Check[] =>
  ((schema.def as { checks?: { _zod: { def: Check } }[] }).checks ?? []).map((c) => c._zod.def);

/** Cuts a text to `max` characters, at a word boundary when one is near, with an ellipsis. */
export function clampText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Coerces `value` toward `schema` (objects, strings, numbers, booleans, enums, nullables and
 * arrays, the shapes our answers use). Never invents a missing field: that stays an error.
 */
export function coerceToSchema(value: unknown, schema: z.ZodType): unknown {
  const def = schema.def as { type: string; innerType?: z.ZodType; element?: z.ZodType };
  switch (def.type) {
    case 'object': {
      const shape = (schema as z.ZodObject).shape as Record<string, z.ZodType>;
      let obj = value;
      // [{...}] or {"answer": {...}}: the object we want, wrapped once.
      if (Array.isArray(obj) && obj.length === 1) obj = obj[0];
      if (obj && typeof obj === 'object' && !Array.isArray(obj)) {
        const keys = Object.keys(obj);
        const inner = (obj as Record<string, unknown>)[keys[0]!];
        if (keys.length === 1 && !(keys[0]! in shape) && inner && typeof inner === 'object') obj = inner;
      }
      if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return obj;
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape)) {
        const v = (obj as Record<string, unknown>)[key];
        if (v !== undefined) out[key] = coerceToSchema(v, field);
      }
      return out;
    }
    case 'nullable':
      if (value === null || value === '' || value === 'null' || value === 'none') return null;
      return coerceToSchema(value, def.innerType!);
    case 'string': {
      const text = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
      if (typeof text !== 'string') return text;
      const max = checksOf(schema).find((c) => c.check === 'max_length')?.maximum;
      const trimmed = text.trim();
      return max === undefined ? trimmed : clampText(trimmed, max);
    }
    case 'number': {
      let n = value;
      if (typeof n === 'string') {
        const m = /-?\d+(?:\.\d+)?/.exec(n);
        n = m ? Number(m[0]) : n;
      }
      if (typeof n !== 'number' || !Number.isFinite(n)) return value;
      let out = n;
      for (const c of checksOf(schema)) {
        if (c.check === 'number_format') out = Math.round(out);
        if (c.check === 'greater_than' && c.value !== undefined) out = Math.max(out, c.value);
        if (c.check === 'less_than' && c.value !== undefined) out = Math.min(out, c.value);
      }
      return out;
    }
    case 'boolean':
      if (typeof value === 'string') {
        const v = value.trim().toLowerCase();
        if (v === 'true' || v === 'yes') return true;
        if (v === 'false' || v === 'no') return false;
      }
      return value;
    case 'enum': {
      if (typeof value !== 'string') return value;
      const options = (schema as z.ZodEnum).options as string[];
      const v = value.trim().toLowerCase();
      return options.find((o) => o.toLowerCase() === v) ?? value;
    }
    case 'array': {
      let list = value;
      if (typeof list === 'string')
        list = list
          .split('\n')
          .map((s) => s.replace(/^\s*[-*•\d.)]+\s*/, '').trim())
          .filter(Boolean);
      if (!Array.isArray(list)) return value;
      const max = checksOf(schema).find((c) => c.check === 'max_length')?.maximum;
      const items = list.map((item) => coerceToSchema(item, def.element!));
      return max === undefined ? items : items.slice(0, max);
    }
    default:
      return value;
  }
}

export type Repaired<T> = { ok: true; value: T } | { ok: false; problem: string };

/** Extracts, coerces and validates an answer; on failure says what is wrong in one line. */
export function repairAnswer<S extends z.ZodType>(text: string, schema: S): Repaired<z.infer<S>> {
  const raw = extractJson(text);
  if (raw === undefined) return { ok: false, problem: 'the answer did not contain a JSON object' };
  const parsed = schema.safeParse(coerceToSchema(raw, schema));
  if (parsed.success) return { ok: true, value: parsed.data };
  return {
    ok: false,
    problem: parsed.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join('.') || 'answer'}: ${i.message}`)
      .join('; '),
  };
}
