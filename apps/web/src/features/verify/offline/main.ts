import { formatBytes } from '@evidence/shared/format';
import { verifyEvidence, type VerifyResult } from '../lib/verify-evidence';
import { stepExplanation, stepTitle, stepVerdict } from '../lib/step-titles';
import { readEmbeddedKey } from './embedded-key';

/**
 * The offline verifier (证据包离线验证器.html): the /verify page's own pipeline (verifyEvidence, the same
 * step titles) in one HTML file that works opened from disk, with no network at all (its CSP forbids any
 * connection). Plain DOM instead of React and antd keeps the file small enough to e-mail.
 */
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const el = (tag: string, cls: string, text?: string) => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
};

const key = readEmbeddedKey(document);
// the /verify page fetches the platform's key; this file has it built in
const explain = (id: string) => (id === 'verifier-key' ? '本验证器用内置的公证方公钥与证明文件自带的公钥比对。' : stepExplanation(id));
function showKey() {
  const box = $('key');
  if (key.kind === 'key') {
    $('site').textContent = `本验证器由 ${key.siteName}（${key.siteUrl}）提供，内置该平台公布的账本签名公钥。`;
    box.append(el('div', 'label', '内置的账本签名公钥'), el('div', 'mono', key.verifierKey), el('div', 'label', '公钥指纹（SHA-256）'), el('div', 'mono', key.fingerprint));
    box.append(el('p', 'hint', `请将上面的公钥指纹与 ${key.siteUrl}/verify 页面及证书技术附录所列的指纹核对一致。`));
  } else {
    box.classList.add('warn');
    box.textContent = key.kind === 'none'
      ? '本文件没有内置公证方公布的公钥：核验将使用证明文件自带的公钥，只能说明证明本身前后一致。请从存证平台的核验页面下载验证器。'
      : '本文件内置的公钥无法识别，文件可能已被改动：请从存证平台的核验页面重新下载验证器。';
  }
}

function renderResult(r: VerifyResult) {
  const out = $('result');
  out.replaceChildren();
  out.dataset.ok = r.ok ? 'true' : 'false';
  const failed = r.steps.find((s) => !s.ok);
  const verdict = el('div', r.ok ? 'verdict ok' : 'verdict bad');
  verdict.append(el('strong', '', r.ok ? '核验通过' : '核验未通过'));
  verdict.append(el('p', '', r.ok
    ? `${r.originalName ? `证据包中的原件「${r.originalName}」` : '该文件'}与存证记录一致，且该记录包含在公证方签名的存证账本中。`
    : failed?.zh ?? ''));
  out.append(verdict);
  if (r.notChecked.length > 0) {
    const notes = el('div', 'notes');
    notes.append(el('strong', '', '以下内容本验证器未核验'));
    const ul = el('ul', '');
    for (const n of r.notChecked) ul.append(el('li', '', n.zh));
    notes.append(ul);
    out.append(notes);
  }
  const firstFailure = r.steps.findIndex((s) => !s.ok);
  const list = el('ol', 'steps');
  r.steps.forEach((s, i) => {
    const { status, verdict } = stepVerdict(s, i, firstFailure);
    const li = el('li', `step ${status}`);
    const title = el('div', 'step-title', `${stepTitle(s.id)}：${verdict}`);
    title.dataset.step = s.id;
    title.dataset.status = status;
    li.append(title);
    if (explain(s.id)) li.append(el('p', 'why', explain(s.id)));
    if (firstFailure < 0 || i <= firstFailure) li.append(el('p', 'what', s.zh));
    list.append(li);
  });
  out.append(list);
}

function start() {
  showKey();
  const fileInput = $<HTMLInputElement>('file');
  const proofInput = $<HTMLInputElement>('proof');
  const button = $<HTMLButtonElement>('run');
  const progress = $('progress');
  const update = () => {
    const file = fileInput.files?.[0];
    const proof = proofInput.files?.[0];
    button.disabled = !file || (!proof && !/\.zip$/i.test(file.name));
    $('need-proof').hidden = !file || Boolean(proof) || /\.zip$/i.test(file.name);
  };
  fileInput.addEventListener('change', update);
  proofInput.addEventListener('change', update);
  button.addEventListener('click', () => {
    const file = fileInput.files?.[0];
    const proof = proofInput.files?.[0];
    if (!file) return;
    button.disabled = true;
    $('result').replaceChildren();
    const input = proof ? { kind: 'files' as const, file, proof, proofName: proof.name } : { kind: 'package' as const, zip: file };
    void verifyEvidence(input, {
      publishedKey: async () => (key.kind === 'key' ? { key: key.verifierKey, from: `本验证器内置的 ${key.siteName} 公钥` } : null),
      onProgress: (done, total) => { progress.textContent = `正在计算哈希：${formatBytes(done)} / ${formatBytes(total)}`; },
    }).then(renderResult, (e: unknown) => {
      $('result').textContent = `核验时出错：${(e as Error).message}`;
    }).finally(() => {
      progress.textContent = '';
      update();
    });
  });
  update();
}

start();
