export {
  AREA_SERVED,
  DEFAULT_SHARE_IMAGE,
  PAGE_DATA_ATTRIBUTE,
  absoluteUrl,
  breadcrumbList,
  consultancy,
  itemPath,
  itemStructuredData,
  type ItemRecord,
  type StructuredData,
} from './item-structured-data';
