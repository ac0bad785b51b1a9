from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="EventMobileMoneyItem")


@_attrs_define
class EventMobileMoneyItem:
    """
    Attributes:
        provider (Literal['airtelmoney'] | Literal['halopesa'] | Literal['mpesa'] | Literal['tigopesa']):
        number (str):
        name (str):
    """

    provider: Literal["airtelmoney"] | Literal["halopesa"] | Literal["mpesa"] | Literal["tigopesa"]
    number: str
    name: str

    def to_dict(self) -> dict[str, Any]:
        provider: Literal["airtelmoney"] | Literal["halopesa"] | Literal["mpesa"] | Literal["tigopesa"]
        provider = self.provider

        number = self.number

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "provider": provider,
                "number": number,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_provider(
            data: object,
        ) -> Literal["airtelmoney"] | Literal["halopesa"] | Literal["mpesa"] | Literal["tigopesa"]:
            provider_type_0 = cast(Literal["mpesa"], data)
            if provider_type_0 != "mpesa":
                raise ValueError(f"provider_type_0 must match const 'mpesa', got '{provider_type_0}'")
            return provider_type_0
            provider_type_1 = cast(Literal["tigopesa"], data)
            if provider_type_1 != "tigopesa":
                raise ValueError(f"provider_type_1 must match const 'tigopesa', got '{provider_type_1}'")
            return provider_type_1
            provider_type_2 = cast(Literal["airtelmoney"], data)
            if provider_type_2 != "airtelmoney":
                raise ValueError(f"provider_type_2 must match const 'airtelmoney', got '{provider_type_2}'")
            return provider_type_2
            provider_type_3 = cast(Literal["halopesa"], data)
            if provider_type_3 != "halopesa":
                raise ValueError(f"provider_type_3 must match const 'halopesa', got '{provider_type_3}'")
            return provider_type_3

        provider = _parse_provider(d.pop("provider"))

        number = d.pop("number")

        name = d.pop("name")

        event_mobile_money_item = cls(
            provider=provider,
            number=number,
            name=name,
        )

        return event_mobile_money_item
