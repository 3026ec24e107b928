import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { testConfig } from '../test/support.js';
import { configuredVehicleRegistry, createVehicleRegistry, vehicleRegistrySettings } from './vehicle-env.js';

const PUBLIC_URL = 'https://parkeren.example.nl';

describe('the vehicle registry configuration', () => {
  it('defaults to the simulator outside production and to the RDW in production', () => {
    expect(vehicleRegistrySettings(testConfig())).toEqual({ kind: 'simulator', fail: false });
    expect(vehicleRegistrySettings(loadConfig({ NODE_ENV: 'development', VEHICLE_REGISTRY: '' })).kind).toBe(
      'simulator',
    );
    expect(vehicleRegistrySettings(loadConfig({ NODE_ENV: 'production', PUBLIC_URL }))).toEqual({
      kind: 'rdw',
      baseUrl: 'https://opendata.rdw.nl',
      timeoutMs: 5000,
      appToken: undefined,
    });
    // Switched on explicitly, the simulator also runs in production.
    expect(
      vehicleRegistrySettings(loadConfig({ NODE_ENV: 'production', PUBLIC_URL, VEHICLE_REGISTRY: 'simulator' })).kind,
    ).toBe('simulator');
  });

  it('takes another service address, timeout and app token, and the simulator’s failure switch', () => {
    const config = testConfig({
      VEHICLE_REGISTRY: 'rdw',
      RDW_API_URL: 'http://127.0.0.1:9999/rdw',
      RDW_TIMEOUT_MS: '1500',
      RDW_APP_TOKEN: ' token ',
    });
    expect(vehicleRegistrySettings(config)).toEqual({
      kind: 'rdw',
      baseUrl: 'http://127.0.0.1:9999/rdw',
      timeoutMs: 1500,
      appToken: 'token',
    });
    expect(vehicleRegistrySettings(testConfig({ RDW_APP_TOKEN: '', VEHICLE_REGISTRY: 'rdw' }))).toMatchObject({
      appToken: undefined,
    });
    for (const value of ['on', '1']) {
      expect(vehicleRegistrySettings(testConfig({ VEHICLE_REGISTRY_SIMULATOR_FAIL: value }))).toEqual({
        kind: 'simulator',
        fail: true,
      });
    }
    for (const value of ['off', '0', '']) {
      expect(vehicleRegistrySettings(testConfig({ VEHICLE_REGISTRY_SIMULATOR_FAIL: value }))).toEqual({
        kind: 'simulator',
        fail: false,
      });
    }
  });

  it('makes one registry per configuration', () => {
    const config = testConfig({ VEHICLE_REGISTRY: 'rdw' });
    expect(configuredVehicleRegistry(config).kind).toBe('rdw');
    expect(configuredVehicleRegistry(config)).toBe(configuredVehicleRegistry(config));
    expect(configuredVehicleRegistry(testConfig()).kind).toBe('simulator');
    expect(createVehicleRegistry({ kind: 'simulator', fail: false }).kind).toBe('simulator');
  });

  it('stops on a bad value, naming the variable', () => {
    for (const [name, value] of [
      ['VEHICLE_REGISTRY', 'kentekenregister'],
      ['RDW_API_URL', 'ftp://opendata.rdw.nl'],
      ['RDW_API_URL', 'geen url'],
      ['RDW_TIMEOUT_MS', '10'],
      ['RDW_TIMEOUT_MS', 'vijf'],
      ['VEHICLE_REGISTRY_SIMULATOR_FAIL', 'ja'],
    ] as const) {
      expect(() => loadConfig({ [name]: value }), `${name}=${value}`).toThrow(ConfigError);
      expect(() => loadConfig({ [name]: value })).toThrow(name);
    }
  });
});
