import fc from 'fast-check';
import type { CallDefinition } from '@vve/contract/define-call';
import { badIdSegment, edgeString, escapeSegment, hugeString } from './bad-values';
import type { BaseInput, FuzzCase } from './fuzz-case';
import { NOT_JSON_TYPES, brokenJson, jsonMutations, toJsonText } from './json-cases';
import { base64ImageBodies, formBodies, parseForm } from './text-cases';
import { uploadBodies, type SampleImages, type UploadKind } from './upload-cases';

/** What a call's cases need besides its base input. */
export interface InputContext {
  images: SampleImages;
  /** The multipart field of an upload call. */
  uploadField?: string;
  /** What an upload call takes (photos unless told). */
  uploadKind?: UploadKind;
  /** The body limit of a text call, in characters. */
  textLimit?: number;
}

interface Body {
  label: string;
  payload?: string | Buffer;
  contentType?: string;
  /** The contract accepts the body (it is parsed as the call's body type says). */
  valid: boolean;
}

const decode = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

const accepts = (schema: CallDefinition['params'] | CallDefinition['body'], value: unknown) =>
  schema === undefined || schema.safeParse(value).success;

/** A query value as the server's parser reads it: a broken escape stays as it is. */
const decodeLeniently = (value: string): string => decode(value.replaceAll('+', ' ')) ?? value;

/**
 * The decoded values of escaped path params or query fields; undefined when an escape of a path
 * param is broken (the router refuses such a path).
 */
const decodeAll = (escaped: Record<string, string | string[]>, lenient = false) => {
  const decoded: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(escaped)) {
    const values = (Array.isArray(value) ? value : [value]).map(lenient ? decodeLeniently : decode);
    const known = values.filter((item) => item !== undefined);
    if (known.length < values.length) return undefined;
    decoded[key] = Array.isArray(value) ? known : (known[0] ?? '');
  }
  return decoded;
};

const escapeAll = (values: Record<string, string> = {}) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, escapeSegment(value)]));

const pathOf = (call: CallDefinition, params: Record<string, string>) =>
  call.path.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? '');

const queryText = (query: Record<string, string | string[]>) => {
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => `${escapeSegment(key)}=${item}`),
  );
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
};

/** The body cases of a call, by its body type; a call without a body sends none. */
const bodiesOf = (call: CallDefinition, base: BaseInput, context: InputContext): fc.Arbitrary<Body> => {
  if (call.bodyType === 'multipart') {
    return uploadBodies(context.uploadField ?? 'files', context.images, context.uploadKind ?? 'image').map(
      ({ mayBeAccepted, ...body }) => ({
        ...body,
        valid: mayBeAccepted === true,
      }),
    );
  }
  if (call.bodyType === 'form') {
    return formBodies(base.body as Record<string, string>).map((body) => ({
      label: body.label,
      payload: body.text,
      ...(body.contentType === undefined ? {} : { contentType: body.contentType }),
      valid:
        body.contentType === 'application/x-www-form-urlencoded' && accepts(call.body, parseForm(body.text)),
    }));
  }
  if (call.bodyType === 'text') {
    return base64ImageBodies(context.images, context.textLimit ?? 1024 * 1024).map((body) => ({
      label: body.label,
      payload: body.text,
      ...(body.contentType === undefined ? {} : { contentType: body.contentType }),
      valid: body.contentType === 'text/plain' && accepts(call.body, body.text),
    }));
  }
  if (call.body === undefined) return fc.constant({ label: 'no body', valid: true });
  const baseText = toJsonText(base.body);
  const json = (label: string, text: string): Body => {
    let valid: boolean;
    try {
      // The server's JSON parser skips a leading byte order mark, as RFC 8259 allows: what follows it decides.
      valid = accepts(call.body, JSON.parse(text.replace(/^\uFEFF/, '')));
    } catch {
      valid = false;
    }
    return { label, payload: text, contentType: 'application/json', valid };
  };
  return fc.oneof(
    { arbitrary: jsonMutations(base.body).map(({ label, text }) => json(`body: ${label}`, text)), weight: 6 },
    {
      arbitrary: brokenJson(baseText).map(({ label, text }) => json(`broken JSON: ${label}`, text)),
      weight: 2,
    },
    {
      arbitrary: fc.constantFrom(...NOT_JSON_TYPES).map((contentType) => ({
        label: `JSON body as ${contentType}`,
        payload: baseText,
        contentType,
        valid: false,
      })),
      weight: 1,
    },
    {
      arbitrary: fc.constantFrom<Body>(
        { label: 'JSON without a content type', payload: baseText, valid: false },
        { label: 'no body', valid: false },
      ),
      weight: 1,
    },
  );
};

/** The body a case sends when it varies something else: the base body, or an upload body. */
const baseBody = (call: CallDefinition, base: BaseInput, context: InputContext): fc.Arbitrary<Body> => {
  if (call.bodyType === 'multipart') return bodiesOf(call, base, context);
  if (call.bodyType === 'form')
    return fc.constant({
      label: 'base form',
      payload: new URLSearchParams(base.body as Record<string, string>).toString(),
      contentType: 'application/x-www-form-urlencoded',
      valid: true,
    });
  if (call.bodyType === 'text')
    return fc.constant({
      label: 'base text',
      payload: base.body as string,
      contentType: 'text/plain',
      valid: true,
    });
  if (call.body === undefined) return fc.constant({ label: 'no body', valid: true });
  return fc.constant({
    label: 'base body',
    payload: toJsonText(base.body),
    contentType: 'application/json',
    valid: true,
  });
};

/** A value for a query field that its schema is unlikely to accept. */
const badQueryValue = (): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: badIdSegment(), weight: 4 },
    { arbitrary: edgeString().map(escapeSegment), weight: 2 },
    { arbitrary: hugeString().map((text) => escapeSegment(text.slice(0, 100_000))), weight: 1 },
  );

/**
 * Generated cases for a call from its contract: path params that are not ids, query fields that are
 * wrong, missing or repeated, and bodies of the wrong shape, encoding or content type. Each case
 * says whether the contract accepts it.
 */
export const callInputs = (
  call: CallDefinition,
  base: BaseInput,
  context: InputContext,
): fc.Arbitrary<FuzzCase> => {
  const params = escapeAll(base.params);
  const query: Record<string, string | string[]> = escapeAll(base.query);
  const make = (
    label: string,
    p: Record<string, string>,
    q: Record<string, string | string[]>,
    body: Body,
  ): FuzzCase => {
    const decodedParams = decodeAll(p);
    const decodedQuery = decodeAll(q, true);
    const valid =
      body.valid &&
      decodedParams !== undefined &&
      decodedQuery !== undefined &&
      accepts(call.params, decodedParams) &&
      accepts(call.query, decodedQuery);
    return {
      label: `${label} / ${body.label}`,
      url: `${pathOf(call, p)}${queryText(q)}`,
      headers: body.contentType === undefined ? {} : { 'content-type': body.contentType },
      ...(body.payload === undefined ? {} : { payload: body.payload }),
      contractValid: valid,
    };
  };
  const groups: fc.WeightedArbitrary<FuzzCase>[] = [];
  const paramNames = Object.keys(params);
  if (paramNames.length > 0) {
    groups.push({
      arbitrary: fc
        .tuple(fc.constantFrom(...paramNames), badIdSegment(), baseBody(call, base, context))
        .map(([name, segment, body]) =>
          make(`param ${name}=${segment.slice(0, 40)}`, { ...params, [name]: segment }, query, body),
        ),
      weight: 2,
    });
  }
  const queryNames = Object.keys(call.query?.shape ?? {});
  if (queryNames.length > 0) {
    const name = fc.constantFrom(...queryNames);
    const without = (key: string) => Object.fromEntries(Object.entries(query).filter(([k]) => k !== key));
    groups.push({
      arbitrary: fc
        .tuple(
          fc.oneof(
            fc.tuple(name, badQueryValue()).map(([key, value]) => ({
              label: `query ${key}=${value.slice(0, 40)}`,
              q: { ...query, [key]: value },
            })),
            name.map((key) => ({ label: `query without ${key}`, q: without(key) })),
            fc.tuple(name, badQueryValue()).map(([key, value]) => ({
              label: `query ${key} repeated`,
              q: { ...query, [key]: [query[key] ?? '1', value].flat() },
            })),
            fc
              .tuple(name, fc.constantFrom('%', '%zz', '%ED%A0%80', '%00', '', '+', '&', '='))
              .map(([key, value]) => ({ label: `query ${key}=${value}`, q: { ...query, [key]: value } })),
          ),
          baseBody(call, base, context),
        )
        .map(([{ label, q }, body]) => make(label, params, q, body)),
      weight: 2,
    });
  }
  if (call.body !== undefined || call.bodyType !== undefined) {
    groups.push({
      arbitrary: bodiesOf(call, base, context).map((body) => make('body', params, query, body)),
      weight: 4,
    });
  }
  if (groups.length === 0) throw new Error(`${call.method} ${call.path} takes no input to vary`);
  return fc.oneof(...groups);
};
