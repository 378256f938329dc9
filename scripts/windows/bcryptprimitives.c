/*
 * A stand-in for Windows' bcryptprimitives.dll, for running Riffle under Wine only (never
 * shipped): Rust's standard library asks that library for ProcessPrng, which Windows 10 and
 * later have and Wine 8 does not. It hands the request to BCryptGenRandom, the system's own
 * random generator, which Wine has.
 *
 * Built by scripts/windows/wine-shim.sh with mingw-w64.
 */
#include <windows.h>
#include <bcrypt.h>

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len)
{
    while (len > 0) {
        ULONG chunk = len > 0x7fffffff ? 0x7fffffff : (ULONG)len;
        if (!BCRYPT_SUCCESS(BCryptGenRandom(NULL, data, chunk, BCRYPT_USE_SYSTEM_PREFERRED_RNG)))
            return FALSE;
        data += chunk;
        len -= chunk;
    }
    return TRUE;
}
