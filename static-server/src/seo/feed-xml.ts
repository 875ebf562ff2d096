import { XMLBuilder } from 'fast-xml-parser';

/**
 * Characters XML 1.0 cannot hold (most C0 controls, U+FFFE, U+FFFF, lone surrogates): no escaping makes
 * them well-formed, so they become U+FFFD. Everything else is escaped as text by the builder below.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** A feed's document as the builder takes it: `@_name` attributes, `#text`, arrays for repeated elements. */
export type XmlNode = string | number | XmlNode[] | { [name: string]: XmlNode | undefined };

function xmlSafe(node: XmlNode | undefined): XmlNode | undefined {
  if (node === undefined || typeof node === 'number') return node;
  if (typeof node === 'string') return node.replace(NOT_XML, '\uFFFD');
  if (Array.isArray(node)) return node.map((child) => xmlSafe(child)!);
  return Object.fromEntries(
    Object.entries(node)
      .filter(([, child]) => child !== undefined)
      .map(([name, child]) => [name, xmlSafe(child)]),
  );
}

// Every text and attribute value is escaped (&, <, >, quotes), never wrapped in CDATA: a feed library's
// CDATA sections broke at the second "]]>" in a title, which could end the section and add elements.
const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  format: true,
  indentBy: '    ',
  suppressEmptyNode: true,
  suppressBooleanAttributes: false,
  processEntities: true,
});

/** An XML document (declaration first) from `root`, well-formed whatever text it holds. */
export function xmlDocument(root: Record<string, XmlNode | undefined>): string {
  return `<?xml version="1.0" encoding="utf-8"?>\n${builder.build(xmlSafe(root)) as string}`;
}
