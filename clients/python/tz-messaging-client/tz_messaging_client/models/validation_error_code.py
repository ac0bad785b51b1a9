from enum import StrEnum


class ValidationErrorCode(StrEnum):
    VALIDATION_FAILED = "validation_failed"

    def __str__(self) -> str:
        return str(self.value)
