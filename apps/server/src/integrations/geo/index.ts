export {
  geoLookupFor,
  createGeoLookup,
  parseGeoCsv,
  isPrivateIp,
  UNKNOWN_LOCATION,
  type Location,
  type GeoLookup,
} from './geo-lookup.ts';
