import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractJson, removeTrailingCommas, stripCodeFence } from './extract-json';

describe('stripCodeFence', () => {
  it.each([
    ['```json\n{"a":1}\n```', '{"a":1}'],
    ['```\n{"a":1}\n```', '{"a":1}'],
    ['```JSON {"a":1}```', '{"a":1}'],
    ['Here:\n```json\n{"a":1}\n```\nBye', '{"a":1}'],
    ['```json\n{"a":1}', '{"a":1}'],
    ['  {"a":1}  ', '{"a":1}'],
  ])('%j → %j', (text, body) => {
    expect(stripCodeFence(text)).toBe(body);
  });
});

describe('removeTrailingCommas', () => {
  it('drops commas before a closing bracket, not inside strings', () => {
    expect(removeTrailingCommas('{"a":[1,2,],}')).toBe('{"a":[1,2]}');
    expect(removeTrailingCommas('{"a":"x,}",\n}')).toBe('{"a":"x,}"\n}');
    expect(removeTrailingCommas('{"a":"say \\",]\\"",}')).toBe('{"a":"say \\",]\\""}');
  });
});

describe('extractJson', () => {
  it.each([
    ['{"a":1}', { a: 1 }],
    ['```json\n{"a":1}\n```', { a: 1 }],
    ['Sure: {"a":{"b":2}} enjoy', { a: { b: 2 } }],
    ['```json\nHere you go {"a":1} done\n```', { a: 1 }],
    ['{"a":1,}', { a: 1 }],
    ['"{\\"a\\":1}"', { a: 1 }],
    ['[1,2]', [1, 2]],
    ['null', null],
    ['"just text"', 'just text'],
  ])('%j → %j', (text, value) => {
    expect(extractJson(text)).toEqual({ value });
  });

  it.each(['', 'no json here', '{broken', '} backwards {', '```json\n```'])('%j → undefined', (text) => {
    expect(extractJson(text)).toBeUndefined();
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        extractJson(text);
      }),
    );
  });
});
