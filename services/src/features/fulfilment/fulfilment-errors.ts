import { ServiceHttpError } from '../../http/errors.ts';

/** The request is fine but the state of things refuses it (slot full, order not open...). */
export const conflict = (code: string, message: string): ServiceHttpError => new ServiceHttpError(409, code, message);

/** A well-formed request whose values do not fit together (a branch without that service...). */
export const unsuitable = (code: string, message: string): ServiceHttpError => new ServiceHttpError(400, code, message);
