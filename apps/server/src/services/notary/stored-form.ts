/** What `notary_orders.form_json` holds: the agent's ID number and phone sealed like verification data. */
export interface StoredForm {
  purpose: string;
  method: string;
  agentName: string | null;
  agentIdCard: string | null;
  agentPhone: string | null;
  remark: string | null;
  promisedAt: number;
}
