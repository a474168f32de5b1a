/** Every API path, in one place, for the server routes and the web client alike (SPEC §7). */
export const ApiPath = {
  login: '/v1/auth/login',
  logout: '/v1/auth/logout',
  getUserStatus: '/v1/auth/getUserStatus',
  getDossierList: '/v1/data/getDossierList',
  getDossier: '/v1/data/getDossier',
  getGaranzie: '/v1/data/getGaranzie',
  getDatiTecnici: '/v1/data/getDatiTecnici',
  getMovimenti: '/v1/data/getMovimenti',
  getRiserve: '/v1/data/getRiserve',
  getSinistri: '/v1/data/getSinistri',
  getSinistro: '/v1/data/getSinistro',
  getDocumenti: '/v1/data/getDocumenti',
  getDocumento: '/v1/data/getDocumento',
  getAnagrafica: '/v1/data/getAnagrafica',
  getProdotti: '/v1/data/getProdotti',
} as const;
export type ApiPath = (typeof ApiPath)[keyof typeof ApiPath];
