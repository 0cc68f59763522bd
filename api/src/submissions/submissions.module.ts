import { Module } from '@nestjs/common';
import { ClaimsController } from './claims.controller.js';
import { ClaimsRepository } from './claims.repository.js';
import { RegradesController } from './regrades.controller.js';
import { RegradesRepository } from './regrades.repository.js';
import { RegradesService } from './regrades.service.js';
import { SubmissionsController } from './submissions.controller.js';
import { SubmissionsRepository } from './submissions.repository.js';
import { SubmissionsService } from './submissions.service.js';
import { GroupsModule } from '../groups/groups.module.js';

@Module({
  imports: [GroupsModule],
  controllers: [SubmissionsController, RegradesController, ClaimsController],
  providers: [SubmissionsService, SubmissionsRepository, RegradesService, RegradesRepository, ClaimsRepository],
})
export class SubmissionsModule {}
