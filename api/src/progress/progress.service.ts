import { Inject, Injectable } from '@nestjs/common';
import type { Progress, progressQuerySchema } from '@studyhub/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../common/auth/firebase-auth.service.js';
import { GroupsRepository } from '../groups/groups.repository.js';
import { ProgressRepository } from './progress.repository.js';
import { Refusal } from '../common/errors/refusal.js';

type ProgressQuery = z.output<typeof progressQuerySchema>;

@Injectable()
export class ProgressService {
  constructor(
    @Inject(ProgressRepository) private readonly repository: ProgressRepository,
    @Inject(GroupsRepository) private readonly groups: GroupsRepository,
  ) {}

  /**
   * The caller's own figures only. A group's figures need its membership, like its queue: anyone
   * else is told the group does not exist, so a group cannot be discovered through the dashboard.
   */
  async mine(user: AuthUser, { group }: ProgressQuery): Promise<Progress> {
    if (group && !(await this.groups.roleOf(group, user.uid))) throw new Refusal('GROUP_NOT_FOUND');
    return this.repository.progress(user.uid, group);
  }
}
