from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.managed_user import ManagedUser


T = TypeVar("T", bound="GetUserResponse200")


@_attrs_define
class GetUserResponse200:
    """
    Attributes:
        data (ManagedUser): A user of the organization, as its admins manage it
    """

    data: ManagedUser

    def to_dict(self) -> dict[str, Any]:
        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.managed_user import ManagedUser  # noqa: PLC0415

        d = dict(src_dict)
        data = ManagedUser.from_dict(d.pop("data"))

        get_user_response_200 = cls(
            data=data,
        )

        return get_user_response_200
