/**
 * THE DEVELOPMENT RELEASE KEY PAIR: published here, so anyone can sign with it. It signs the remote's
 * local builds (npm start, the tests) and local hosts trust it; a host with NODE_ENV=production
 * refuses to start with it, and a build with NODE_ENV=production refuses to sign with it
 * (docs/production.md, decision 034).
 */
export const DEVELOPMENT_RELEASE_PUBLIC_KEY = 'MCowBQYDK2VwAyEAW9b35phaj6sqGYJcxHeFKiUHjWFsb7D+YyDpEmG7bgo=';
export const DEVELOPMENT_RELEASE_PRIVATE_KEY = 'MC4CAQAwBQYDK2VwBCIEIBkb8xs424F4BFIha34l6rbD9RLlK0sjfRp6Lbuyf/xs';
