from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PostRegisterBody")


@_attrs_define
class PostRegisterBody:
    """
    Attributes:
        org_name (str):
        phone (str):
        name (str):
        email (str):
        password (str):
        password_confirmation (str): must equal password
    """

    org_name: str
    phone: str
    name: str
    email: str
    password: str
    password_confirmation: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        org_name = self.org_name

        phone = self.phone

        name = self.name

        email = self.email

        password = self.password

        password_confirmation = self.password_confirmation

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "org_name": org_name,
                "phone": phone,
                "name": name,
                "email": email,
                "password": password,
                "password_confirmation": password_confirmation,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        org_name = d.pop("org_name")

        phone = d.pop("phone")

        name = d.pop("name")

        email = d.pop("email")

        password = d.pop("password")

        password_confirmation = d.pop("password_confirmation")

        post_register_body = cls(
            org_name=org_name,
            phone=phone,
            name=name,
            email=email,
            password=password,
            password_confirmation=password_confirmation,
        )

        post_register_body.additional_properties = d
        return post_register_body

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
