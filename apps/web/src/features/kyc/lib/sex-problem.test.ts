import { describe, expect, it } from 'vitest';
import { nationalIdCheckChar } from '@evidence/shared/validators';
import { sexProblem } from './person-form-values';

const MALE = '11010119900307803' + nationalIdCheckChar('11010119900307803');

describe('sexProblem', () => {
  it('requires a sex', () => {
    expect(sexProblem(undefined, MALE)).toBe('性别不能为空');
  });
  it('must agree with a valid ID number, as the server checks', () => {
    expect(sexProblem(0, MALE)).toBeNull();
    expect(sexProblem(1, MALE)).toBe('性别与身份证号码不一致');
  });
  it('an unfinished number does not judge the sex yet', () => {
    expect(sexProblem(1, MALE.slice(0, 10))).toBeNull();
  });
});
