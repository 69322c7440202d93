import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse } from '@babel/parser';
import { sourceFilesUnder } from './boundaries';

/** A text a person can read, where the code says it. */
export interface ShownText {
  text: string;
  at: string;
}

/** Constants that hold what people read: `…MESSAGES`, `…_TEXT`, `…TOASTS`, `…NOTICE`… */
const MESSAGE_HOLDER = /(MESSAGES|_TEXTS?|TOASTS?|_LINES?|NOTICES?|_LABELS|_SAVED|_FAILED|_ERROR)$/;
const TOAST_CALL = /^toast\.(success|error|info|warning|message|loading)$/;
const MIGHT_HOLD =
  /toast\.|(MESSAGES|_TEXTS?|TOASTS?|_LINES?|NOTICES?|_LABELS|_SAVED|_FAILED|_ERROR)\s*(=|:)/;

// A small view of Babel's nodes: only what the walk reads.
interface AstNode {
  type: string;
  loc?: { start: { line: number } } | null;
  [key: string]: unknown;
}

/** Shipped source only: no test folders, tests, test helpers or fixtures. */
const sourceFiles = (dir: string) =>
  sourceFilesUnder(dir).filter(
    (file) =>
      !relative(dir, file).split(sep).includes('test') && !/\.test\.tsx?$|test-helper|fixtures/.test(file),
  );

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

function children(node: AstNode): AstNode[] {
  return Object.entries(node).flatMap(([key, value]) =>
    key === 'loc' || key === 'extra'
      ? []
      : Array.isArray(value)
        ? value.filter(isNode)
        : isNode(value)
          ? [value]
          : [],
  );
}

/** A string literal's text, or a template's text with each `${…}` as '…' (the fixed words around it). */
function textOf(node: AstNode): string | null {
  if (node.type === 'StringLiteral') return node.value as string;
  if (node.type !== 'TemplateLiteral') return null;
  const quasis = node.quasis as Array<{ value: { cooked: string } }>;
  return quasis.map((q) => q.value.cooked).join('…');
}

const calleeName = (node: AstNode): string | null => {
  const callee = node.callee as AstNode;
  if (callee.type !== 'MemberExpression') return null;
  const object = callee.object as AstNode;
  const property = callee.property as AstNode;
  return object.type === 'Identifier' && property.type === 'Identifier'
    ? `${object.name}.${property.name}`
    : null;
};

/** Every string a message constant holds, however deep, leaving out keys and what is only compared. */
function stringsUnder(node: AstNode, out: AstNode[]): void {
  if (textOf(node) !== null) {
    out.push(node);
    return;
  }
  if (node.type === 'ObjectProperty') {
    stringsUnder(node.value as AstNode, out);
    return;
  }
  for (const child of children(node)) stringsUnder(child, out);
}

/** Looks like words for a person, not a key or a code ('warm-up', 'stryd-warm-ups:'): a space and letters. */
const isWords = (text: string) => /\S\s+\S/.test(text.trim()) && /[A-Za-z]{2}/.test(text);

/**
 * The texts people read, found in the source: the values of constants named like messages and the words
 * of every toast call.
 */
export function shownTexts(root: string, dirs: string[]): ShownText[] {
  const found: ShownText[] = [];
  for (const file of dirs.flatMap((dir) => sourceFiles(join(root, dir)))) {
    const code = readFileSync(file, 'utf8');
    // Parsing is the slow part: only files that can hold a message are parsed.
    if (!MIGHT_HOLD.test(code)) continue;
    const ast = parse(code, {
      sourceType: 'module',
      plugins: file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'],
    }) as unknown as AstNode;
    const add = (node: AstNode) => {
      const text = textOf(node);
      if (text && isWords(text))
        found.push({ text, at: `${relative(root, file)}:${node.loc?.start.line ?? 0}` });
    };
    const visit = (node: AstNode) => {
      const id = node.id as AstNode | undefined;
      if (
        node.type === 'VariableDeclarator' &&
        id?.type === 'Identifier' &&
        MESSAGE_HOLDER.test(id.name as string)
      ) {
        const strings: AstNode[] = [];
        if (node.init) stringsUnder(node.init as AstNode, strings);
        strings.forEach(add);
        return;
      }
      if (node.type === 'CallExpression' && TOAST_CALL.test(calleeName(node) ?? '')) {
        const first = (node.arguments as AstNode[])[0];
        if (first) add(first);
      }
      children(node).forEach(visit);
    };
    visit(ast);
  }
  return found;
}

const plain = (text: string) =>
  text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\\/g, '').replace(/\s+/g, ' ').trim();

/** Whether the doc says a text: the text's fixed words each found (a template's parts apart). */
export function docSays(doc: string): (text: string) => boolean {
  const said = plain(doc);
  return (text) =>
    plain(text)
      .split('…')
      .map((part) => part.trim())
      .filter((part) => part.length > 0)
      .every((part) => said.includes(part));
}
