/** What other e-signing parts use of the company seals (docs/esign.md "Company e-seals"). */
export { checkedSealImage, listUsableCompanySeals, openEsignSealImage, openUsedSealImage, type UsableEsignSeal, type EsignSealImage } from './usable-seals';
