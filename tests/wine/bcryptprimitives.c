/* A stand-in for Windows' bcryptprimitives.dll, for running fanodeck.exe under Debian's Wine
 * in scripts/test-release.sh only: never shipped. Rust's standard library takes its random
 * numbers from ProcessPrng in that DLL, which Wine 8 lacks, so the program would not start.
 * Here ProcessPrng asks advapi32's RtlGenRandom (SystemFunction036), which Wine has. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T size)
{
    while (size > 0) {
        ULONG chunk = size > 0x10000000 ? 0x10000000 : (ULONG)size;
        if (!SystemFunction036(data, chunk))
            return FALSE;
        data += chunk;
        size -= chunk;
    }
    return TRUE;
}
