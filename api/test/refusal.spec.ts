// A service refuses by code; the served call's contract row gives the status and the words. One
// code can carry different words on different calls, and a code a row does not declare is not an
// answer at all (RefusalInterceptor makes it a 500 and a log line).
import { describe, expect, test } from '@jest/globals';
import { API, MESSAGES } from '@studyhub/contracts';
import { declaredRefusal } from '../src/common/errors/refusal.js';

const body = (refusal: ReturnType<typeof declaredRefusal>) => refusal?.toBody();

describe('declaredRefusal', () => {
  test("answers with the row's status and message, which differ between calls for one code", () => {
    expect(body(declaredRefusal(API.updateAssignment, 'NOT_ASSIGNMENT_OWNER'))).toEqual({
      statusCode: 403,
      code: 'NOT_ASSIGNMENT_OWNER',
      message: MESSAGES.ownership.editOwn,
    });
    expect(body(declaredRefusal(API.deleteAssignment, 'NOT_ASSIGNMENT_OWNER'))?.message).toBe(MESSAGES.ownership.deleteOwn);
  });

  test("reads the row's not-found, and the refusals every call or every signed-in call declares", () => {
    expect(body(declaredRefusal(API.markSubmission, 'SUBMISSION_NOT_FOUND'))).toMatchObject({ statusCode: 404 });
    expect(body(declaredRefusal(API.health, 'SERVICE_UNAVAILABLE'))).toMatchObject({ statusCode: 503 });
    expect(body(declaredRefusal(API.myGroups, 'INVALID_TOKEN'))).toMatchObject({ statusCode: 401 });
  });

  test('gives nothing for a code the row does not declare', () => {
    expect(declaredRefusal(API.health, 'GROUP_NOT_FOUND')).toBeUndefined();
    expect(declaredRefusal(API.health, 'INVALID_TOKEN')).toBeUndefined();
    expect(declaredRefusal(API.getAssignment, 'SUBMISSION_ALREADY_MARKED')).toBeUndefined();
  });
});
