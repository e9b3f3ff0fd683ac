import { describe, expect, it } from 'vitest';
import { nationalIdCheckChar } from '@evidence/shared/validators';
import { LOW_CONFIDENCE as U, parseIdCardText } from '../../../src/providers/ocr/id-card-text';

const id = (first17: string) => first17 + nationalIdCheckChar(first17);
const ZHANG = id('11010119900307803'); // 11010119900307803X: a check character X
const OUYANG = id('44030419851212002');

/** What tesseract printed for our drawn cards in single-block mode (quotes, split words, the photo's edge). */
const SINGLE_BLOCK = `姓名 ”张晓明
性 别 “ 男 民族 汉
出 生 ”1990 年 3 月 7 日
住址 ”北京 市 东城 区 景山 前 街 4
号 院 3 号 楼 2 单元 501
室
公民 身份 号 码 ${ZHANG}
`;

describe('parseIdCardText', () => {
  it('reads name, number and address from single-block output with its quotes and spaces', () => {
    expect(parseIdCardText(SINGLE_BLOCK)).toEqual({
      ok: true,
      fields: { name: '张晓明', idNumber: ZHANG, address: '北京市东城区景山前街4号院3号楼2单元501室' },
    });
  });

  it('reads rows built from sparse text, with the photo in a later column and a misread label', () => {
    const rows = ['灶名 欧阳 娜 娜', '@@', '性 别 女\t民族 汉', '出 生 1985 年 12 月 12 日', '住址\t广东 省 深圳 市 福田 区 福 华\tL)', '三 路 100 号', `公民 身份 号 码\t${OUYANG}`];
    expect(parseIdCardText(rows)).toEqual({ ok: true, fields: { name: '欧阳娜娜', idNumber: OUYANG, address: '广东省深圳市福田区福华三路100号' } });
  });

  it('accepts a lower-case x, full-width digits and a number split by spaces, and answers upper case', () => {
    const lower = SINGLE_BLOCK.replace(ZHANG, `${ZHANG.slice(0, 6)} ${ZHANG.slice(6, 14)} ${ZHANG.slice(14, 17)}x`);
    expect(parseIdCardText(lower)).toMatchObject({ ok: true, fields: { idNumber: ZHANG } });
    const wide = SINGLE_BLOCK.replace(ZHANG, ZHANG.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d))));
    expect(parseIdCardText(wide)).toMatchObject({ ok: true, fields: { idNumber: ZHANG } });
  });

  it('finds the number inside a run with a stray character at one end', () => {
    expect(parseIdCardText(SINGLE_BLOCK.replace(ZHANG, `${ZHANG}X`))).toMatchObject({ ok: true, fields: { idNumber: ZHANG } });
    expect(parseIdCardText(SINGLE_BLOCK.replace(ZHANG, `7${ZHANG}`))).toMatchObject({ ok: true, fields: { idNumber: ZHANG } });
  });

  it('turns the middle dot OCR misreads back into · in a name', () => {
    const dotted = (mark: string) => SINGLE_BLOCK.replace('张晓明', `买 买 提 ${mark} 艾 力`);
    for (const mark of ['。', '，', '"', '.', `${U}.`, '-', '・']) {
      expect(parseIdCardText(dotted(mark)), mark).toMatchObject({ ok: true, fields: { name: '买买提·艾力' } });
    }
  });

  it('fails on a number whose check character is wrong (one digit misread), never correcting it', () => {
    const misread = ZHANG.slice(0, 5) + '2' + ZHANG.slice(6);
    expect(parseIdCardText(SINGLE_BLOCK.replace(ZHANG, misread))).toEqual({ ok: false, field: 'idNumber' });
    expect(parseIdCardText(SINGLE_BLOCK.replace(ZHANG, ZHANG.slice(1)))).toEqual({ ok: false, field: 'idNumber' });
  });

  it('fails when two different valid numbers are seen, or the number disagrees with the printed birth date or sex', () => {
    expect(parseIdCardText(`${SINGLE_BLOCK}\n${OUYANG}`)).toEqual({ ok: false, field: 'idNumber' });
    expect(parseIdCardText(SINGLE_BLOCK.replace('1990 年 3 月 7 日', '1990 年 3 月 8 日'))).toEqual({ ok: false, field: 'idNumber' });
    expect(parseIdCardText(SINGLE_BLOCK.replace('“ 男', '“ 女'))).toEqual({ ok: false, field: 'idNumber' });
    // unreadable birth and sex rows are no reason to fail
    expect(parseIdCardText(SINGLE_BLOCK.replace('3 月 7 日', '3 月 了 日').replace('“ 男', '“ @'))).toMatchObject({ ok: true });
  });

  it('fails on an unsure or malformed name rather than guessing', () => {
    expect(parseIdCardText(SINGLE_BLOCK.replace('张晓明', `张 ${U}虹 明`))).toEqual({ ok: false, field: 'name' });
    expect(parseIdCardText(SINGLE_BLOCK.replace('张晓明', '张'))).toEqual({ ok: false, field: 'name' });
    expect(parseIdCardText(SINGLE_BLOCK.replace('张晓明', '张晓明 3'))).toMatchObject({ ok: true, fields: { name: '张晓明' } });
    expect(parseIdCardText(SINGLE_BLOCK.replace('张晓明', '张 & 明'))).toEqual({ ok: false, field: 'name' });
    expect(parseIdCardText(SINGLE_BLOCK.replace('姓名 ”张晓明', '@@ 张晓明'))).toEqual({ ok: false, field: 'name' });
    // seven characters: more than the form accepts (isChineseName)
    expect(parseIdCardText(SINGLE_BLOCK.replace('张晓明', '阿依古丽·买买提'))).toEqual({ ok: false, field: 'name' });
  });

  it('fails on an unsure, truncated-looking or polluted address', () => {
    expect(parseIdCardText(SINGLE_BLOCK.replace('室', `${U}灾`))).toEqual({ ok: false, field: 'address' });
    // the photo's edge glued onto the address row (single-block output): an unbalanced parenthesis
    expect(parseIdCardText(SINGLE_BLOCK.replace('街 4', '街 4 L )'))).toEqual({ ok: false, field: 'address' });
    expect(parseIdCardText(SINGLE_BLOCK.replace('号 院 3', '号 @ 院 3'))).toEqual({ ok: false, field: 'address' });
    expect(parseIdCardText(SINGLE_BLOCK.replace(/住址[^\n]*\n[^\n]*\n室\n/, '住址 ”景山\n'))).toEqual({ ok: false, field: 'address' });
    expect(parseIdCardText(SINGLE_BLOCK.replace('住址', '生日'))).toEqual({ ok: false, field: 'address' });
  });

  it('keeps what an address may hold: parentheses, hyphens, letters', () => {
    const text = SINGLE_BLOCK.replace(/住址[^\n]*\n[^\n]*\n室\n/, '住址 上海市浦东新区（自贸区）张江路\n88弄12-3号B座\n');
    expect(parseIdCardText(text)).toMatchObject({ ok: true, fields: { address: '上海市浦东新区(自贸区)张江路88弄12-3号B座' } });
  });

  it('fails on text that is no ID card', () => {
    expect(parseIdCardText('')).toEqual({ ok: false, field: 'idNumber' });
    expect(parseIdCardText('@@ ~~ ...\n|||')).toEqual({ ok: false, field: 'idNumber' });
    expect(parseIdCardText(`订单号 ${ZHANG}`)).toEqual({ ok: false, field: 'name' });
  });
});
