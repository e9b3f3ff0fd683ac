import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAddDeviceResponse, type TAddDeviceResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { DEVICES_KEY } from './keys';

/** POST /api/bwcData/addDevice {name, serialNo}: the new recorder and its key (shown once). */
export function addDevice(body: { name: string; serialNo: string }): Promise<TAddDeviceResponse> {
  return api.post('/api/bwcData/addDevice', { body, schema: ZAddDeviceResponse });
}

export function useAddDevice() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: addDevice, onSuccess: () => qc.invalidateQueries({ queryKey: DEVICES_KEY }) });
}
