import { Module } from '@nestjs/common';
import { DatabaseCheck } from './database-check.js';
import { HealthController } from './health.controller.js';

@Module({ controllers: [HealthController], providers: [DatabaseCheck] })
export class HealthModule {}
