import { elements, type XElement } from './xmlDom.js';
import { folderOf, packagePath } from './zipReader.js';

/**
 * imsmanifest.xml and the assessment tests it lists. Items are the resources of type
 * imsqti_item_xmlv2p1 / v2p2 / v3p0 (and their APIP forms); tests imsqti_test_xmlv2p1 / v2p2 / v3p0.
 * A QTI 1.2 resource is reported as unsupported; other resources (images, style sheets, shared
 * passages, web content) are files, not questions.
 */
export interface ItemResource {
  identifier: string;
  type: string;
  /** The item file's path in the package, or undefined when the resource names none. */
  path: string | undefined;
  href: string;
  /** The files the resource lists (package paths), in its order: the order of a draft's files. */
  files: string[];
}

export interface ItemPlace {
  /** Position in the tests (the order the items are listed in the report and imported). */
  position: number;
  category?: string;
}

const ITEM_TYPE = /^imsqti_(apip)?item_xmlv(2p1|2p2|3p0)$/i;
const TEST_TYPE = /^imsqti_(apip)?test_xmlv(2p1|2p2|3p0)$/i;
const OLD_QTI_TYPE = /^imsqti_xmlv1/i;

/** xml:base of the resources and of a resource, joined (both optional). */
const baseOf = (resources: XElement, resource: XElement): string =>
  [resources.attrs.base, resource.attrs.base]
    .filter((b): b is string => !!b)
    .map((b) => b.replace(/\/+$/, ''))
    .join('/');

export interface Manifest {
  items: ItemResource[];
  tests: string[];
  /** Resources of a QTI version that can not be read (QTI 1.2), reported as unsupported. */
  others: ItemResource[];
}

export function readManifest(manifest: XElement): Manifest {
  const result: Manifest = { items: [], tests: [], others: [] };
  for (const resources of elements(manifest, 'resources')) {
    for (const resource of elements(resources, 'resource')) {
      const type = resource.attrs.type ?? '';
      const href = resource.attrs.href ?? '';
      const path = href ? packagePath(href, baseOf(resources, resource)) : undefined;
      const base = baseOf(resources, resource);
      const files = elements(resource, 'file').flatMap((f) => packagePath(f.attrs.href ?? '', base) ?? []);
      const entry = { identifier: resource.attrs.identifier ?? href, type, path, href, files };
      if (ITEM_TYPE.test(type)) result.items.push(entry);
      else if (TEST_TYPE.test(type) && path) result.tests.push(path);
      else if (OLD_QTI_TYPE.test(type)) result.others.push(entry);
    }
  }
  return result;
}

/**
 * The items a test lists, in its order, each with its category: the titles of the sections around it
 * joined with "/" (nested sections become nested categories, as Moodle's paths do; a section without a
 * title adds nothing). testPart and the selection / ordering rules of sections are not read: the bank
 * keeps every item once, and an assessment here draws and orders its questions itself.
 */
export function readTest(test: XElement, testPath: string, places: Map<string, ItemPlace>) {
  const folder = folderOf(testPath);
  const walk = (el: XElement, path: string[]) => {
    for (const child of elements(el)) {
      if (child.name === 'assessmentSection') {
        const title = (child.attrs.title ?? '').trim();
        walk(child, title ? [...path, title] : path);
      } else if (child.name === 'testPart') walk(child, path);
      else if (child.name === 'assessmentItemRef') {
        const itemPath = packagePath(child.attrs.href ?? '', folder);
        if (!itemPath || places.has(itemPath)) continue;
        const place: ItemPlace = { position: places.size };
        if (path.length > 0) place.category = path.join('/');
        places.set(itemPath, place);
      }
    }
  };
  walk(test, []);
}
