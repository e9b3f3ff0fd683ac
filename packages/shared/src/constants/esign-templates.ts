/**
 * Contract templates (issue 16 item 1, docs/esign.md "Contract templates"): limits and what the
 * template pages and calls say. Kept apart from esign.ts so the four e-signing parts do not all edit
 * one object; ESIGN_MSG holds the messages every part shares (notPdf, pdfTooLarge, fieldsMissing …).
 */
export const ESIGN_TEMPLATE = {
  nameMax: 50,
  roleMax: 20,
  labelMax: 30,
  /** a field smaller than this (percent of the page) cannot be seen or tapped on a phone */
  minFieldPct: 1,
} as const;

export const ESIGN_TEMPLATE_MSG = {
  idInvalid: '模板编号无效',
  nameRequired: '请输入模板名称',
  nameTooLong: '模板名称不能超过 50 个字',
  categoryInvalid: '请选择模板分类',
  fileRequired: '请上传 PDF 格式的合同文件',
  tooManyPages: '合同文件不能超过 200 页',
  pdfRotated: '暂不支持含旋转页面的 PDF，请将页面转正后另存为 PDF 再上传',
  pdfEmpty: '合同文件没有页面',
  rolesRequired: '请至少添加一个签署方角色',
  tooManyRoles: '签署方角色不能超过 10 个',
  roleInvalid: '签署方角色名称为 1–20 个字，且不能含特殊字符',
  roleDuplicate: '签署方角色名称不能重复',
  fieldsInvalid: '签署位置数据格式有误，请重新放置',
  tooManyFields: '签署位置不能超过 200 个',
  fieldRoleUnknown: '签署位置所属的签署方角色不存在',
  fieldPageOutOfRange: '签署位置所在页超出了合同页数',
  fieldOutsidePage: '签署位置超出了页面范围',
  fieldTooSmall: '签署位置过小，请调大后再保存',
  labelTooLong: '签署位置说明不能超过 30 个字',
  manageRefused: '子账号不能新建、修改或删除合同模板',
  created: '模板已创建',
  saved: '模板已保存',
  copied: '模板已复制',
  deleted: '模板已删除',
  copySuffix: '（副本）',
} as const;
