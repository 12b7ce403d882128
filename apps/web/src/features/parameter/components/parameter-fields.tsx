import type { ReactNode } from 'react';
import { Form, Grid, InputNumber, Select } from '@arco-design/web-react';
import { BIT_RATE_RANGE, FRAME_RATE_RANGE } from '@console/shared';
import { BIT_RATE_UNIT, FRAME_RATE_UNIT } from '@console/shared/parameter/constants';
import { useTranslation, type MessageKey } from '@/lib/i18n/i18n';
import { parameterOptions } from './parameter-options';

/** Every field of the group form, dotted for the nested values of `parameterSetSchema`. */
export const PARAMETER_FIELDS = [
  'video.mode',
  'video.acquisition.resolution',
  'video.acquisition.frameRate',
  'video.encoding.resolution',
  'video.encoding.rate.min',
  'video.encoding.rate.max',
  'video.encoding.rate.default',
  'video.encoding.frameRate',
  'video.encoding.profile',
  'audio.mode',
  'audio.acquisition.channels',
  'audio.encoding.channels',
  'audio.encoding.rate',
  'audio.encoding.profile',
  'description',
] as const;

/** The three rates are checked together (min ≤ default ≤ max). */
export const RATE_FIELDS: readonly string[] = [
  'video.encoding.rate.min',
  'video.encoding.rate.max',
  'video.encoding.rate.default',
];

type Range = { min: number; max: number };

/** One cell of a card's grid: three to a row on wide screens, one on phones. */
function Cell({ children }: { children: ReactNode }) {
  return (
    <Grid.Col xs={24} md={12} lg={8}>
      {children}
    </Grid.Col>
  );
}

function SelectField({
  field,
  label,
  options,
}: {
  field: string;
  label: MessageKey;
  options: { value: string | number; label: string }[];
}) {
  const { t } = useTranslation();
  return (
    <Cell>
      <Form.Item field={field} label={t(label)} required>
        <Select placeholder={t('parameter.placeholder.select')} aria-label={t(label)} options={options} />
      </Form.Item>
    </Cell>
  );
}

function NumberField({ field, label, range, unit }: { field: string; label: MessageKey; range: Range; unit: string }) {
  const { t } = useTranslation();
  return (
    <Cell>
      <Form.Item field={field} label={t(label)} required>
        {/* The range is announced, not enforced by clamping: a value outside it gets the rule's message. */}
        <InputNumber
          placeholder={t('parameter.placeholder.range', range)}
          suffix={unit}
          aria-valuemin={range.min}
          aria-valuemax={range.max}
        />
      </Form.Item>
    </Cell>
  );
}

export function VideoFields() {
  const { t } = useTranslation();
  const options = parameterOptions(t);
  return (
    <Grid.Row gutter={48}>
      <SelectField field="video.mode" label="parameter.label.mode" options={options.mode} />
      <SelectField
        field="video.acquisition.resolution"
        label="parameter.label.acquisitionResolution"
        options={options.resolution}
      />
      <NumberField
        field="video.acquisition.frameRate"
        label="parameter.label.acquisitionFrameRate"
        range={FRAME_RATE_RANGE}
        unit={FRAME_RATE_UNIT}
      />
      <SelectField
        field="video.encoding.resolution"
        label="parameter.label.encodingResolution"
        options={options.resolution}
      />
      <NumberField
        field="video.encoding.rate.min"
        label="parameter.label.rateMin"
        range={BIT_RATE_RANGE}
        unit={BIT_RATE_UNIT}
      />
      <NumberField
        field="video.encoding.rate.max"
        label="parameter.label.rateMax"
        range={BIT_RATE_RANGE}
        unit={BIT_RATE_UNIT}
      />
      <NumberField
        field="video.encoding.rate.default"
        label="parameter.label.rateDefault"
        range={BIT_RATE_RANGE}
        unit={BIT_RATE_UNIT}
      />
      <NumberField
        field="video.encoding.frameRate"
        label="parameter.label.encodingFrameRate"
        range={FRAME_RATE_RANGE}
        unit={FRAME_RATE_UNIT}
      />
      <SelectField
        field="video.encoding.profile"
        label="parameter.label.encodingProfile"
        options={options.videoProfile}
      />
    </Grid.Row>
  );
}

export function AudioFields() {
  const { t } = useTranslation();
  const options = parameterOptions(t);
  return (
    <Grid.Row gutter={48}>
      <SelectField field="audio.mode" label="parameter.label.mode" options={options.mode} />
      <SelectField
        field="audio.acquisition.channels"
        label="parameter.label.acquisitionChannels"
        options={options.channels}
      />
      <SelectField
        field="audio.encoding.channels"
        label="parameter.label.encodingChannels"
        options={options.channels}
      />
      <NumberField
        field="audio.encoding.rate"
        label="parameter.label.encodingRate"
        range={BIT_RATE_RANGE}
        unit={BIT_RATE_UNIT}
      />
      <SelectField
        field="audio.encoding.profile"
        label="parameter.label.encodingProfile"
        options={options.audioProfile}
      />
    </Grid.Row>
  );
}
