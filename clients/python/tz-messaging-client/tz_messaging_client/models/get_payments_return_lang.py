from enum import StrEnum


class GetPaymentsReturnLang(StrEnum):
    EN = "en"
    SW = "sw"

    def __str__(self) -> str:
        return str(self.value)
