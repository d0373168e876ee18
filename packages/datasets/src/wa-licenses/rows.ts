export interface WaLicense {
  license: string;
  name: string;
  city: string;
  county: string;
  type: string;
}
