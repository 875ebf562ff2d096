import { notes, notesWithSchemas } from '../../test/example-collection';
import { AUDIT_ENTITY_TYPES, COLLECTIONS, auditTypeOf, nounsOf, notFoundMessage } from './index';
import {
  editableFields,
  enumValues,
  optionalFields,
  readStoredFields,
  storedFields,
  withComputed,
  withDefaults,
} from './fields';
import { COLLECTION_SCHEMAS, withSchemas } from './schemas';

const [services, caseStudies, culture] = COLLECTIONS.map(withSchemas);

describe('names', () => {
  it('derives every form of the nouns from the descriptor', () => {
    expect(nounsOf(caseStudies!)).toEqual({
      singular: 'case study',
      plural: 'case studies',
      Singular: 'Case study',
      Plural: 'Case studies',
      SingularTitle: 'Case Study',
      PluralTitle: 'Case Studies',
      title: 'Case Studies',
    });
    expect(nounsOf(culture!).title).toBe('Culture');
    expect(COLLECTIONS.map(notFoundMessage)).toEqual([
      'Service not found',
      'Case study not found',
      'Culture item not found',
      'Insight not found',
      'Person not found',
    ]);
    expect(COLLECTIONS.map(auditTypeOf)).toEqual([
      'service',
      'case-study',
      'culture-item',
      'insight',
      'person',
    ]);
  });

  it('lists the audit log entity types, collections first', () => {
    expect(AUDIT_ENTITY_TYPES).toEqual([
      'service',
      'case-study',
      'culture-item',
      'insight',
      'person',
      'enquiry',
      'user',
      'data-subject',
      'site-settings',
      'subscriber',
    ]);
  });

  it('pairs every collection with its schemas', () => {
    expect(Object.keys(COLLECTION_SCHEMAS)).toEqual(COLLECTIONS.map((collection) => collection.name));
  });
});

describe('stored fields, from the schemas', () => {
  it('knows which fields are always read, required and never empty', () => {
    const fields = Object.fromEntries(storedFields(caseStudies!).map((field) => [field.key, field]));
    expect(Object.keys(fields)).not.toContain('slug');
    expect(Object.keys(fields)).not.toContain('status');
    expect(fields.title).toMatchObject({ alwaysRead: true, requiredOnCreate: true, neverEmpty: true });
    expect(fields.image).toMatchObject({ requiredOnCreate: true, neverEmpty: true });
    expect(fields.category).toMatchObject({ neverEmpty: true });
    expect(fields.featured).toMatchObject({ alwaysRead: true, requiredOnCreate: false });
    expect(fields.challenge).toMatchObject({ alwaysRead: false, requiredOnCreate: false });
    const cultureFields = Object.fromEntries(storedFields(culture!).map((field) => [field.key, field]));
    expect(cultureFields.icon).toMatchObject({ requiredOnCreate: true, neverEmpty: true });
    expect(cultureFields.image).toMatchObject({
      alwaysRead: true,
      requiredOnCreate: false,
      neverEmpty: false,
    });
  });

  it('keeps the position out of revisions, and the publishing state', () => {
    expect(editableFields(culture!)).not.toContain('order');
    expect(editableFields(culture!)).toContain('slug');
    expect(editableFields(services!)).not.toContain('status');
    expect(editableFields(services!)).not.toContain('publishAt');
  });

  it('lets a replace remove only the optional sections', () => {
    expect(optionalFields(caseStudies!)).toEqual([
      'challenge',
      'approach',
      'solution',
      'technologies',
      'timeline',
      'team',
      'teamMembers',
      'testimonial',
    ]);
    expect(optionalFields(services!)).toEqual([]);
    expect(optionalFields(culture!)).toEqual([]);
  });

  it('fills in what a body left out: defaults on create, the featured flag kept on replace', () => {
    expect(withDefaults(culture!, { title: 'x' })).toEqual({ title: 'x', image: '', order: 0 });
    expect(withDefaults(culture!, { title: 'x' }, true)).toEqual({ title: 'x', image: '', order: 0 });
    expect(withDefaults(caseStudies!, { title: 'x' })).toEqual({ title: 'x', featured: false });
    expect(withDefaults(caseStudies!, { title: 'x' }, true)).toEqual({ title: 'x' });
    expect(withDefaults(caseStudies!, { title: 'x', featured: true })).toEqual({
      title: 'x',
      featured: true,
    });
  });

  it('reads stored fields as visitors see them: defaults stand in, empty sections are left out', () => {
    expect(readStoredFields(culture!, { title: 'T', values: undefined })).toMatchObject({
      title: 'T',
      image: '',
      order: 0,
      values: [],
    });
    const read = readStoredFields(caseStudies!, {
      title: 'T',
      results: ['r'],
      featured: undefined,
      challenge: '',
      approach: 'A',
      technologies: [],
      testimonial: { quote: 'Q', author: 'Ada', role: '' },
    });
    expect(read).toMatchObject({
      featured: false,
      approach: 'A',
      testimonial: { quote: 'Q', author: 'Ada' },
    });
    expect(read).not.toHaveProperty('challenge');
    expect(read).not.toHaveProperty('technologies');
    expect(read.testimonial).not.toHaveProperty('role');
    expect(readStoredFields(caseStudies!, { testimonial: { quote: '', author: '' } })).not.toHaveProperty(
      'testimonial',
    );
  });

  it('reads the values an enum field may take', () => {
    expect(enumValues(caseStudies!, 'category')).toContain('Healthcare');
  });
});

describe('a descriptor for a new kind of content', () => {
  it('stores tag lists and references as lists, and computes what is computed on read', () => {
    expect(withDefaults(notesWithSchemas, { title: 'x', body: 'b', author: 'u1' })).toEqual({
      title: 'x',
      body: 'b',
      author: 'u1',
      tags: [],
      services: [],
    });
    expect(storedFields(notesWithSchemas).map((field) => field.key)).not.toContain('minutes');
    const item = withComputed(notes, { title: 'x', body: 'word '.repeat(450) });
    expect(item).toMatchObject({ minutes: 3 });
  });
});
