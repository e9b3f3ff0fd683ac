/** The sign flow pages (app/esign-manage-routes.ts). */
export const MANAGE = '/electric-sign/manage';
export const CREATE = `${MANAGE}/create`;
export const editPath = (id: number) => `${MANAGE}/edit/${id}`;
export const detailPath = (id: number) => `${MANAGE}/detail/${id}`;
