/** The template pages' addresses (001 §2.1: /electric-sign/module with create, edit/{id}, detail/{id}). */
export const TEMPLATE_LIST_PATH = '/electric-sign/module';
export const TEMPLATE_CREATE_PATH = '/electric-sign/module/create';

export function templatePath(page: 'edit' | 'detail', id: number): string {
  return `${TEMPLATE_LIST_PATH}/${page}/${id}`;
}
